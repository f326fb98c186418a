package dev.tablewright.engine.request;

/**
 * A request DynamoDB would reject, with DynamoDB's error type (usually {@code ValidationException}
 * or {@code ResourceNotFoundException}) and, where DynamoDB has one, its own message text.
 */
public class RequestException extends RuntimeException {
    private final String errorType;

    public RequestException(String errorType, String message) {
        super(message);
        this.errorType = errorType;
    }

    public static RequestException validation(String message) {
        return new RequestException("ValidationException", message);
    }

    public static RequestException notFound(String message) {
        return new RequestException("ResourceNotFoundException", message);
    }

    public String errorType() {
        return errorType;
    }
}
