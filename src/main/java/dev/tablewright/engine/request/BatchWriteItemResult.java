package dev.tablewright.engine.request;

import java.util.List;

/** A BatchWriteItem's answer: nothing left unprocessed in memory; capacity per table when asked (else null). */
public record BatchWriteItemResult(List<ConsumedCapacity> consumedCapacity) {
}
