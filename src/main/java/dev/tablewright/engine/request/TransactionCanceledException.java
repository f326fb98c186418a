package dev.tablewright.engine.request;

import java.util.List;

/** A transaction DynamoDB cancelled: its reasons, one per action in the request's order (may be empty). */
public final class TransactionCanceledException extends RequestException {
    public static final String CODE = "TransactionCanceledException";
    private final transient List<CancellationReason> reasons;

    public TransactionCanceledException(String message, List<CancellationReason> reasons) {
        super(CODE, message);
        this.reasons = List.copyOf(reasons);
    }

    /** DynamoDB's message naming each reason's code in order. */
    public static TransactionCanceledException of(List<CancellationReason> reasons) {
        return new TransactionCanceledException("Transaction cancelled, please refer cancellation reasons for specific"
                + " reasons " + reasons.stream().map(CancellationReason::code).toList(), reasons);
    }

    public List<CancellationReason> reasons() {
        return reasons;
    }
}
