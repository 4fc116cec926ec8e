// The visible texts of "Import CSV" (issue 29 item 5): the button, the dialog, its preview and the problems it
// names line by line, shared by the UI and its tests.
export const IMPORT_CSV_TEXT = {
  importCsv: 'Import CSV',
  title: 'Import cards from CSV',
  description:
    'One card a line: term, meaning and an optional example, separated by commas, semicolons or tabs. A header row (term, meaning, example) is optional.',
  limit: (max: number) => `A deck holds at most ${max} cards.`,
  target: 'Add the cards to',
  newDeck: 'A new deck',
  existingDeck: 'An existing deck',
  newDeckName: 'New deck name',
  existingDeckLabel: 'Your deck',
  file: 'CSV file',
  chooseFile: 'Choose a file',
  noFile: 'No file chosen',
  paste: 'Or paste the cards',
  pastePlaceholder: 'rizz, charm, He has so much rizz.',
  loadingDeck: 'Loading the deck’s cards…',
  deckFailed: 'We could not load this deck’s cards.',
  fileTooLarge: (megabytes: number) =>
    `This file is larger than ${megabytes} MB: split it into smaller files.`,
  fileUnreadable: 'We could not read this file.',

  // Preview
  previewHeading: 'Preview',
  summary: (cards: number, problems: number) =>
    `${cards} ${cards === 1 ? 'card' : 'cards'} ready to import${
      problems > 0 ? `, ${problems} ${problems === 1 ? 'line' : 'lines'} with problems` : ''
    }.`,
  tableCaption: (cards: number, deck: string) =>
    `The ${cards} ${cards === 1 ? 'card' : 'cards'} that will be added to ${deck}`,
  thisNewDeck: 'the new deck',
  lineColumn: 'Line',
  termColumn: 'Term',
  meaningColumn: 'Meaning',
  exampleColumn: 'Example',
  problemsHeading: 'Lines that will not be imported',
  problemLine: (line: number) => `Line ${line}:`,
  moreProblems: (count: number) => `…and ${count} more ${count === 1 ? 'line' : 'lines'}.`,
  nothingYet: 'Choose a file or paste cards to see what will be imported.',

  // Problems of a line
  unclosedQuote: 'A quoted cell is not closed: add the missing ".',
  unreadableLine: 'This line cannot be read as CSV.',
  alreadyInDeck: (term: string) => `“${term}” is already in the deck.`,
  alreadyOnLine: (term: string, line: number) => `“${term}” is already on line ${line}.`,
  deckFull: (max: number) => `Over the limit: a deck holds at most ${max} cards.`,

  // Import
  importCards: (cards: number) => `Import ${cards} ${cards === 1 ? 'card' : 'cards'}`,
  importing: 'Importing…',
  imported: (cards: number, deck: string) =>
    `Imported ${cards} ${cards === 1 ? 'card' : 'cards'} into ${deck}`,
  importFailed: 'Could not import the cards. Please try again.',
  cancel: 'Cancel',
} as const;
