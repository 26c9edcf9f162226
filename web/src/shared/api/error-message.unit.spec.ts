import { ApiError } from './api-error';
import { errorMessage, fieldMessage } from './error-message';

describe('error messages', () => {
  it('shows the contract message for a known code in the current language', () => {
    const err = new ApiError(409, 'EMAIL_ALREADY_EXISTS', 'An account with this email already exists', null);
    expect(errorMessage(err, 'ru-RU')).toBe('Аккаунт с такой почтой уже существует');
  });

  it("keeps the server's text for a code it does not know or a message that needs the server's values", () => {
    expect(errorMessage(new ApiError(400, 'SOMETHING_NEW', 'Something new happened', null), 'en-US')).toBe('Something new happened');
    expect(errorMessage(new ApiError(404, 'ROUTE_NOT_FOUND', 'There is no such address: GET /api/x', null), 'en-US')).toBe(
      'There is no such address: GET /api/x',
    );
  });

  it('calls a network failure a server error', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'en-US')).toBe('Server error');
    expect(errorMessage(new TypeError('Failed to fetch'), 'ru-RU')).toBe('Ошибка сервера');
  });

  it('fills field messages with their params', () => {
    expect(fieldMessage({ field: 'marketplace', code: 'MIN_LENGTH', message: 'Minimum length 2', params: { min: 2 } }, 'ru-RU')).toBe(
      'Минимальная длина 2',
    );
  });

  it('shows a business rule on its field in the current language (the photo URL)', () => {
    expect(fieldMessage({ field: 'photoUrl', code: 'PHOTO_NOT_FOUND' } as never, 'en-US')).toBe('No photo found at this URL');
    expect(fieldMessage({ field: 'photoUrl', code: 'PHOTO_NOT_FOUND' } as never, 'ru-RU')).toBe('По этой ссылке нет фото');
    expect(
      fieldMessage(
        { field: 'listings.0.quantityForSale', code: 'MANAGED_STOCK_ABOVE_AVAILABLE', params: { available: 4 } } as never,
        'en-US',
      ),
    ).toContain('the 4 available');
  });
});
