// A database of its own on a PostgreSQL server for one benchmark run: created under a unique name, handed to `use`
// as a connection URL, and dropped afterwards (connections still open are ended), whatever `use` did.
import pg from 'pg';

export async function withScratchPostgres(adminUrl, prefix, use) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
