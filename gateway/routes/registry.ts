/** getRegistryItem and getRegistry: the shadcn/ui registry's generated files (/r/{slug}.json, /r/registry.json). */
import type { RequestHandler } from 'express';
import { REGISTRY_INDEX_PATH, registryItemPath } from '../../generator/responses/routes';
import type { DistStore } from '../dist-store';
import { ApiError } from '../errors';
import { sendStored } from './send-stored';
import { findStyleFile } from './styles';

export const getRegistryItem = (store: DistStore): RequestHandler => (req, res) => {
  const slug = String(req.params.slug);
  const found = findStyleFile(store, slug, registryItemPath(slug));
  if (!found.ok) throw ApiError.from(found);
  sendStored(req, res, found.value);
};

export const getRegistry = (store: DistStore): RequestHandler => (req, res) => {
  const file = store.get(REGISTRY_INDEX_PATH);
  if (!file) throw new ApiError('NOT_FOUND');
  sendStored(req, res, file);
};
