package dev.tablewright.engine.partiql;

import dev.tablewright.engine.request.RequestException;
import java.util.List;

/** An ExecuteTransaction that changed nothing, with one reason per statement in statement order. */
public final class TransactionCanceledException extends RequestException {
    private final List<CancellationReason> reasons;

    public TransactionCanceledException(List<CancellationReason> reasons) {
        super("TransactionCanceledException", "Transaction cancelled, please refer cancellation reasons for specific "
                + "reasons " + reasons.stream().map(CancellationReason::code).toList().toString());
        this.reasons = List.copyOf(reasons);
    }

    public List<CancellationReason> reasons() {
        return reasons;
    }
}
