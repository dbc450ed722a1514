/** Exact texts of the specification's validation rules and error catalogue. */
export const MSG = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  minChars: (n: number) => `String must contain at least ${n} character(s)`,
  emailExists: 'An account with this email already exists',
  existingUnverified:
    'An account with this email already exists but is not verified. Please check your email for verification instructions or try resetting your password.',
  passwordRequirements: 'Password does not meet requirements. Please use at least 6 characters',
  enterValidEmail: 'Please enter a valid email address',
  verificationUnavailable:
    'Account created successfully! Email verification is temporarily unavailable, but you can log in immediately.',
  invalidCredentials: 'Invalid email or password format',
  registrationSuccess: 'Account created successfully! You can now log in.',
  signInFailed: 'Failed to sign in',
  loginFailed: 'Login failed',
  logoutFailed: 'Logout failed',
  registrationFailed: 'Registration failed',
  codeIncorrect: 'The code is incorrect, check with your referral for the code',
  codeLookupFailed: 'Failed to validate affiliate code',
  codeInUse: 'This affiliate code is already in use',
  codeFormat: 'Use 3 to 20 letters, digits or dashes',
  emailNotVerified: 'Please verify your email address before signing in',
  registrationVerify:
    'Account created successfully! Please verify your email address, then log in.',
} as const;
