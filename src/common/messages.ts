/** Exact texts of the specification's validation rules and error catalogue. */
export const MSG = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  minChars: (n: number) => `String must contain at least ${n} character(s)`,
  emailExists: 'An account with this email already exists',
  registrationSuccess: 'Account created successfully! You can now log in.',
  signInFailed: 'Failed to sign in',
  loginFailed: 'Login failed',
  logoutFailed: 'Logout failed',
  registrationFailed: 'Registration failed',
} as const;
