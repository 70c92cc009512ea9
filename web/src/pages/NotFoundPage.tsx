import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Any path the back office does not know. */
function NotFoundPage() {
  return (
    <Stack align="flex-start">
      <Title order={2}>Page introuvable</Title>
      <Text>Cette adresse ne correspond à aucun écran.</Text>
      <Button component={Link} to="/">
        Retour au menu
      </Button>
    </Stack>
  );
}

export default NotFoundPage;
