// The flashcards screen's visible texts (spec 2 §2 "Flashcards screen", §4, §5; issue 11 items 3 and 4; the daily
// challenge card: spec 1 §4, §8, §9, issue 12 item 4), shared by the UI and its tests.
export const FLASHCARDS_TEXT = {
  title: 'Flashcards',
  description: 'Study slang decks card by card, then test yourself in a timed quiz.',
  backHome: 'Back to Home',
  loadingDecks: 'Loading decks',
  loadingDeck: 'Loading cards',
  decksFailed: 'We could not load the decks.',
  deckFailed: 'We could not load this deck.',
  noDecks: 'No decks yet. Create your own deck to start studying.',

  // Learning Progress strip
  learningProgress: 'Learning Progress',
  pack: (pack: number) => `Pack ${pack}`,
  packButtonLabel: (pack: number, status: 'locked' | 'unlocked' | 'completed', best?: number) =>
    `Pack ${pack}${status === 'locked' ? ', locked' : status === 'completed' ? ', completed' : ''}${
      best === undefined ? '' : `, best ${best}%`
    }`,
  lockedPackTitle: (pack: number) => `Pack ${pack} is locked`,
  lockedPackHow: (pack: number, threshold: number) =>
    `Score ${threshold}% or more in a quiz on Pack ${pack - 1} to unlock this pack.`,
  lockedPack: (pack: number, threshold: number) =>
    `Pack ${pack} is locked. Score ${threshold}% or more on the previous pack to unlock this pack.`,
  noCards: 'No cards available in this pack.',

  // Deck toolbar
  deckLabel: 'Deck',
  deckOption: (name: string, due: number) => (due > 0 ? `${name} · ${due} due` : name),
  dueBadge: (due: number) => `${due} due`,
  newDeck: 'New Deck',
  editDeck: 'Edit Deck',
  deleteDeck: 'Delete Deck',

  // Modes and position
  modeGroup: 'Mode',
  study: 'Study',
  quiz: 'Quiz',
  review: 'Review',
  packCompleted: 'Pack completed',
  position: (current: number, total: number) => `${current}/${total}`,
  positionLabel: (current: number, total: number) => `Card ${current} of ${total}`,
  positionBar: 'Card position',

  // Study
  flipCard: 'Flip card',
  flipHint: 'Click the card or press Space to flip it.',
  example: (example: string) => `Example: ${example}`,
  speak: 'Speak',
  needReview: 'Need Review',
  gotIt: 'Got It!',
  score: 'Score',
  time: 'Time',

  // Quiz
  timeLeft: 'Time left',
  secondsLeft: (seconds: string) => `${seconds}s`,
  accuracy: 'Accuracy',
  streak: 'Streak',
  streakFlame: (streak: number) => `${streak} streak`,
  chooseMeaning: 'Choose the meaning',
  correct: 'Correct!',
  incorrect: 'Incorrect',
  timeUp: 'Time Up!',
  inARow: (streak: number) => `${streak} in a row!`,
  points: (points: number) => `+${points}`,

  // Summary
  quizComplete: 'Quiz Complete!',
  grade: 'Grade',
  bestStreak: 'Best streak',
  questions: 'Questions',
  retryQuiz: 'Retry Quiz',
  switchToStudy: 'Switch to Study',
  shareResults: 'Share Results',
  shareTitle: 'My SlangBridge flashcards score',
  copiedTitle: 'Results copied',
  copiedText: 'Paste them anywhere to share.',
  copyFailed: 'Copy Failed',
  copyFailedText: 'Unable to copy text to clipboard.',
  highScores: 'High Scores',
  noHighScores: 'No high scores yet. Finish a quiz to set one.',
  highScoreRow: (score: number, accuracy: number, streak: number) =>
    `${score} pts · ${accuracy}% · streak ${streak}`,

  // Pack unlocked
  packUnlockedTitle: 'New Pack Unlocked!',
  packUnlockedText: (pack: number) => `You scored high enough to unlock Pack ${pack}`,
  explorePack: (pack: number) => `Explore Pack ${pack}`,
  continuePack: 'Continue with Current Pack',
  unlockToast: (pack: number) => `Nice! Pack ${pack} unlocked!`,

  // Navigation row
  previous: 'Previous card',
  next: 'Next card',
  random: 'Random card',
  reset: 'Reset',

  // Review (spaced repetition)
  leech: 'Leech',
  leechHint: 'You have forgotten this card many times: read the example first.',
  nothingDue: 'Nothing due — come back later',
  nextDue: (when: string) => `Next card due ${when}`,
  noneScheduled: 'Study or quiz some cards and they will come back here when they are due.',
  checkAgain: 'Check again',
  reviewsFailed: 'We could not load your review schedule.',
  reviewSettings: 'Review settings',
  reviewSettingsText: 'How many cards Review shows each day. Kept in this browser.',
  newPerDay: 'New cards per day',
  reviewsPerDay: 'Reviews per day',
  saveSettings: 'Save',
  cancel: 'Cancel',
  reviewDone: (newCards: number, reviews: number) =>
    `Today: ${newCards} new, ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`,

  // Review settings of an account: retention and FSRS parameters fitted to the learner (issue 29 item 1)
  yourMemory: 'Your memory',
  yourMemoryText:
    'How well you aim to remember cards. Aiming higher brings cards back sooner: more reviews a day.',
  desiredRetention: 'Desired retention',
  retentionOption: (percent: number) => `${percent}%`,
  workloadPerDay: (reviews: string) => `About ${reviews} reviews a day over the next 30 days`,
  settingsLoading: 'Loading your review settings',
  settingsFailed: 'We could not load your review settings.',
  fittedStatus: (reviews: string, date: string, logLoss: string, defaultLogLoss: string) =>
    `Fitted to your ${reviews} reviews on ${date}; log loss ${logLoss} vs ${defaultLogLoss} with the defaults.`,
  defaultsKeptStatus: (reviews: string, date: string, logLoss: string, defaultLogLoss: string) =>
    `Checked against your ${reviews} reviews on ${date}: the default timing still predicts them best (log loss ${defaultLogLoss} vs ${logLoss} fitted).`,
  reviewsToGo: (needed: number) =>
    `${needed} more ${needed === 1 ? 'review' : 'reviews'} until we can fit review timing to your memory.`,
  readyToFit: 'Enough reviews to fit review timing to your memory: it happens on its own, or now.',
  optimizeNow: 'Optimize now',
  optimizing: 'Optimizing...',
  optimized: 'Review timing fitted to your memory',
  optimizedText: (reviews: string) => `Your next reviews follow what ${reviews} reviews showed.`,
  defaultsKept: 'The default timing still fits you best',
  defaultsKeptText: 'Your reviews are predicted better by the defaults, so they stay.',
  optimizeFailed: 'Could not fit review timing',
  optimizeFailedText: 'Please try again later.',
  retentionSaveFailed: 'Could not save the desired retention. Please try again.',
  signInForMemory: 'Sign in to fit review timing to your own memory.',

  // Daily challenge card (spec 1 §4 "Daily challenge", §8, §9)
  dailyChallenge: 'Daily Challenge',
  challengeProgress: (progress: number, target: number) => `Progress: ${progress}/${target}`,
  challengeComplete: '🎉 Daily Challenge Complete!',
  challengeCompleteText: 'Claim your reward on the Daily Challenge card.',
  claimReward: 'Claim Reward',
  claiming: 'Claiming...',
  claimedToday: 'Claimed Today',
  claimToast: 'Challenge Complete! 🏆',
  claimToastText: (days: number) =>
    `+1 day: your streak is now ${days} ${days === 1 ? 'day' : 'days'}. See you tomorrow!`,
  plusOneDay: '+1 day',
  dayStreak: (days: number) => `${days}-day streak`,
  streakWeek: 'Streak week',
  weekDay: (day: number, week: number, done: boolean) =>
    `Day ${day} of ${week}, ${done ? 'done' : 'not yet'}`,
  otherDeck: (name: string) => `Today's challenge counts cards in ${name}.`,
  switchToDeck: (name: string) => `Switch to ${name}`,

  // Deck dialogs (spec 2 §5 "Custom deck")
  createDeckTitle: 'Create Deck',
  editDeckTitle: 'Edit Deck',
  deckDialogText:
    'Give the deck a name and add cards. Cards without a term or a meaning are left out.',
  deckName: 'Deck name',
  deckDescription: 'Description',
  cards: 'Cards',
  termLabel: (row: number) => `Term ${row}`,
  meaningLabel: (row: number) => `Meaning ${row}`,
  exampleLabel: (row: number) => `Example ${row} (optional)`,
  termPlaceholder: 'Term',
  meaningPlaceholder: 'Meaning',
  examplePlaceholder: 'Example (optional)',
  addCard: 'Add Card',
  removeCard: (row: number) => `Remove card ${row}`,
  saveDeck: 'Save Deck',
  saving: 'Saving...',
  deckCreated: 'Deck created',
  deckUpdated: 'Deck saved',
  deckDeleted: 'Deck deleted',
  deckSaveFailed: 'Could not save the deck. Please try again.',
  deleteDeckTitle: 'Delete this deck?',
  deleteDeckQuestion:
    'This action cannot be undone. This will permanently delete the deck and all of its flashcards.',
  deleteConfirm: 'Delete',
} as const;
