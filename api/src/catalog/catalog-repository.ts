import type { Queryable } from '../db/database.js';

export interface Category {
  id: string;
  name: string;
  latinName: string;
}

export interface Cuisine {
  value: string;
  label: string;
}

export interface Dresscode {
  id: string;
  title: string;
  description: string | null;
}

export async function listCategories(db: Queryable): Promise<Category[]> {
  const { rows } = await db.query<Category>(
    'SELECT id, name, latin_name AS "latinName" FROM categories ORDER BY sort_order, name',
  );
  return rows;
}

export async function listCuisines(db: Queryable): Promise<Cuisine[]> {
  const { rows } = await db.query<Cuisine>(
    'SELECT value, label FROM cuisines ORDER BY sort_order, label',
  );
  return rows;
}

export async function listDresscodes(db: Queryable): Promise<Dresscode[]> {
  const { rows } = await db.query<Dresscode>(
    'SELECT id, title, description FROM dresscodes ORDER BY sort_order, title',
  );
  return rows;
}
