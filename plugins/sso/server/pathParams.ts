/** The params schema of a route with one path parameter: a non-empty string up to 100 characters. */
export const pathParams = (name: string) => ({
  type: 'object',
  required: [name],
  properties: { [name]: { type: 'string', minLength: 1, maxLength: 100 } },
});
