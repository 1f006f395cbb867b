/** The JSON body of every error the API answers. `code` is stable; `message` is for people. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** For validation errors: the failing fields (dotted paths) and what is wrong with each. */
  fields?: Record<string, string>;
}

export const CAR_NOT_FOUND_MESSAGE = "The car you're looking for could not be found.";
