// A test that makes React (or anything else) print an error fails: warnings are bugs.
// A test that expects an error wraps the call with jest.spyOn(console, 'error').mockImplementation().
let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  const isMocked = jest.isMockFunction(console.error);
  console.error = original;
  if (!isMocked && errors.length > 0) {
    throw new Error(`Unexpected console.error: ${errors.map((e) => String(e[0])).join('\n')}`);
  }
});
