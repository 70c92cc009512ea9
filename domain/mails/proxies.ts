import type { Actor } from '../users/actor';
import { applyChanges, diffUpdate, noChanges, type UpdateRequest } from '../shared/changes';
import { conflict, invalid, notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import type { RecipientEvent } from '../recipients/events';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/state';
import type { ProxyFields } from './fields';
import { PROXY_MESSAGES as M, proxyErrors, proxyValidOn } from './rules';

// Proxies ('procurations'): people a domiciled person allows to collect their mail, each for a period.

/** A proxy as its modal sends it. */
export type ProxyInput = FormOf<ProxyFields>;

const EDITABLE = ['name', 'identity_document', 'start_date', 'end_date'] as const;

/** Only the proxy's own fields, names trimmed. */
function fieldsOf(values: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.fromEntries(EDITABLE.filter((field) => field in values).map((field) => [field, values[field]]));
  for (const field of ['name', 'identity_document'] as const)
    if (typeof fields[field] === 'string') fields[field] = String(fields[field]).trim();
  return fields;
}

const admitProxy = (proxy: Record<string, unknown>) => admitForm<ProxyFields>(proxy, proxyErrors(proxy), M.missingFields);

/** The proxy of a file, or 404. */
export function existingProxy(state: RecipientState, proxyId: string): ProxyFields {
  const proxy = state.proxies[proxyId];
  if (!proxy) throw notFound(M.notFound);
  return proxy;
}

/** Days mail was handed over under a proxy. */
const handOverDays = (state: RecipientState, proxyId: string) =>
  Object.values(state.mails)
    .filter((mail) => mail.proxy_id === proxyId && mail.received_date)
    .map((mail) => String(mail.received_date));

/** Records a proxy on a file. */
export function addProxy(command: { proxyId: string; proxy: ProxyInput }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  const form = fieldsOf(command.proxy);
  const proxy = admitProxy({ ...form, end_date: form.end_date ?? null });
  return [{ type: 'ProxyAdded', data: { proxy_id: command.proxyId, proxy } }];
}

/** Records an edit of a proxy; its period must still cover the days mail was handed over under it. */
export function updateProxy(
  command: { proxyId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: { actor: Actor },
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = existingProxy(state, command.proxyId);
  const changes = diffUpdate(stored, {
    ...command.update,
    origin: fieldsOf(command.update.origin),
    current: fieldsOf(command.update.current),
  });
  if (noChanges(changes)) return [];
  const next = admitProxy(applyChanges(stored, changes) as unknown as Record<string, unknown>);
  if (handOverDays(state, command.proxyId).some((day) => !proxyValidOn(next, day)))
    throw invalid({ start_date: M.datesInUse, end_date: M.datesInUse }, M.datesInUse);
  return [{ type: 'ProxyChanged', data: { proxy_id: command.proxyId, changes } }];
}

/** Removes a proxy from a file, unless mail was handed over under it (the hand-over names it). */
export function deleteProxy(command: { proxyId: string }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  existingProxy(state, command.proxyId);
  if (handOverDays(state, command.proxyId).length > 0) throw conflict('PROXY_IN_USE', M.inUse);
  return [{ type: 'ProxyDeleted', data: { proxy_id: command.proxyId } }];
}
