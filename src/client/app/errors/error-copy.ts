/** What the error screen says for a status code (spec, section 2). */
export interface ErrorCopy {
  status: number;
  title: string;
  message: string;
}

export function errorCopy(status: number): ErrorCopy {
  switch (status) {
    case 401:
      return {
        status,
        title: 'Not Logged In',
        message: 'Access denied. Please log in to continue.',
      };
    case 404:
      return {
        status,
        title: 'Page not found',
        message: "Oops! The page you're looking for doesn't exist.",
      };
    default:
      return {
        status: status >= 400 && status <= 599 ? status : 500,
        title: 'Something went wrong',
        message:
          'Something went wrong. Please refresh the page or contact support if the issue continues.',
      };
  }
}
