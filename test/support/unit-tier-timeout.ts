// unit: a hang guard, not a speed goal. Some unit files start a local simulator or parse a spreadsheet on a worker
// thread; on two cores shared with two busy test runs a set-up took over jest's default 5 s.
jest.setTimeout(30_000);
