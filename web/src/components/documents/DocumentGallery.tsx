import { Card, Center, Image, Loader, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchDocument, type AttachmentView } from '../../api/attachments';
import { DocumentButtons, type DocumentActions } from './documentColumns';

/**
 * An image read with the token (an <img> cannot send it), shown from a blob URL freed when it goes. A
 * thumbnail that cannot be read says so in words rather than as a broken image.
 */
function Thumbnail({ attachment }: { attachment: AttachmentView }) {
  // Read again when the file is replaced (a new `file`), not when the list is merely reloaded.
  const { _id: id, name, file } = attachment;
  const [state, setState] = useState<{ url: string } | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let url: string | null = null;
    let gone = false;
    fetchDocument({ _id: id, name }).then(
      ({ blob }) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setState({ url });
      },
      (error: unknown) => {
        console.error('Miniature illisible', id, file, error);
        if (!gone) setState('failed');
      },
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, name, file]);
  if (state === 'loading')
    return (
      <Center h={140}>
        <Loader size="sm" aria-label={`Chargement de ${name}`} />
      </Center>
    );
  if (state === 'failed')
    return (
      <Center h={140}>
        <Text size="sm" c="dimmed">
          Aperçu indisponible
        </Text>
      </Center>
    );
  return <Image src={state.url} alt={name} h={140} fit="contain" />;
}

/** The gallery: a card per image (thumbnail, name, type, actions); other documents are in the table. */
export function DocumentGallery({ images, actions }: { images: AttachmentView[]; actions: DocumentActions }) {
  if (images.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md">
        Aucune image.
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="ul" aria-label="Images" style={{ listStyle: 'none', padding: 0 }}>
      {images.map((image) => (
        <Card key={image._id} component="li" withBorder padding="sm">
          <Card.Section>
            <Thumbnail attachment={image} />
          </Card.Section>
          <Text size="sm" fw={500} mt="xs" truncate="end" title={image.name}>
            {image.name}
          </Text>
          <Text size="xs" c="dimmed">
            {image.type_label}
          </Text>
          <DocumentButtons attachment={image} actions={actions} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
