// int and e2e: hang guards, not speed goals. Hooks take the same limit: on 2 cores shared with a CPU hog a set-up that
// starts PGlite, the app and a few argon2 sign-ups took over 60 s.
jest.setTimeout(120_000);
