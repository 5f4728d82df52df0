import { Router } from 'express';
import type { Queryable } from '../db/database.js';
import { sendData } from '../http/envelope.js';
import { listCategories, listCuisines, listDresscodes } from './catalog-repository.js';

export function catalogRoutes(db: Queryable): Router {
  const router = Router();
  router.get('/categories', async (_req, res) => {
    sendData(res, { categories: await listCategories(db) });
  });
  router.get('/cuisines', async (_req, res) => {
    sendData(res, { cuisines: await listCuisines(db) });
  });
  router.get('/dresscodes', async (_req, res) => {
    sendData(res, { dresscodes: await listDresscodes(db) });
  });
  return router;
}
