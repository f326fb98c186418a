package dev.tablewright.engine;

import dev.tablewright.model.Item;
import java.util.Collection;

/**
 * Read and write units as DynamoDB charges them. Reads: a GetItem rounds its item up to 4 KB; a
 * Query or Scan rounds the summed size of the items it reads up to 4 KB; a strongly consistent
 * unit is 1, an eventually consistent one 0.5, a transactional one 2. Writes: each item rounds
 * up to 1 KB (the larger of the old and new item when one is replaced), times 2 in a
 * transaction; each index the item is in costs its own write, two when the index key changes.
 * A transaction's ConditionCheck is a transactional read of its item.
 */
public final class CapacityUnits {
    public static final long READ_UNIT_BYTES = 4096;
    public static final long WRITE_UNIT_BYTES = 1024;
    /** What a transaction pays for each block against a plain write or a strongly consistent read. */
    private static final double TRANSACTION_FACTOR = 2;

    /** How a read is made. */
    public enum ReadKind {
        EVENTUAL(0.5), STRONG(1.0), TRANSACTIONAL(TRANSACTION_FACTOR);

        private final double unitsPerBlock;

        ReadKind(double unitsPerBlock) {
            this.unitsPerBlock = unitsPerBlock;
        }

        public double unitsPerBlock() {
            return unitsPerBlock;
        }

        /** A strongly consistent or an eventually consistent read. */
        public static ReadKind of(boolean strong) {
            return strong ? STRONG : EVENTUAL;
        }
    }

    private CapacityUnits() {
    }

    /** 4 KB blocks for {@code bytes} read; real DynamoDB charges at least one block, even for nothing. */
    public static long readBlocks(long bytes) {
        return Math.max(1, ceilDiv(bytes, READ_UNIT_BYTES));
    }

    /**
     * 4 KB blocks for one Query or Scan page that read {@code bytes}: DynamoDB charges at least one
     * block, DynamoDB Local none when nothing was read.
     */
    static long pageReadBlocks(long bytes, Fidelity fidelity) {
        return fidelity == Fidelity.DYNAMODB ? readBlocks(bytes) : ceilDiv(bytes, READ_UNIT_BYTES);
    }

    /** Units for one GetItem of an item of {@code bytes} (a missing item still costs one block). */
    public static double getItem(long bytes, ReadKind kind) {
        return readBlocks(bytes) * kind.unitsPerBlock();
    }

    /** Units for one Query or Scan page that read items totalling {@code bytes}, before any filter. */
    public static double queryPage(long bytes, ReadKind kind) {
        return readBlocks(bytes) * kind.unitsPerBlock();
    }

    public static double queryPage(Collection<Item> itemsRead, ReadKind kind) {
        return queryPage(itemsRead.stream().mapToLong(ItemSize::of).sum(), kind);
    }

    /** 1 KB blocks for one item written; at least one, even for a delete of a missing item. */
    public static long writeBlocks(long bytes) {
        return Math.max(1, ceilDiv(bytes, WRITE_UNIT_BYTES));
    }

    /**
     * Write units of a put, update or delete: the table write on the larger of the old and new item,
     * plus one write per index the item is in, two for an index whose key the write changes.
     *
     * @param indexWriteBlocks index writes (each already counted once or twice by the caller's rules)
     */
    public static double write(long oldBytes, long newBytes, boolean transactional, long indexWriteBlocks) {
        double table = writeBlocks(Math.max(oldBytes, newBytes));
        return transactional ? transactional(table + indexWriteBlocks) : table + indexWriteBlocks;
    }

    /**
     * Units of a Put, Update or Delete of a TransactWriteItems from what the same write costs alone:
     * twice, for the table and for each index it writes (2 WCU per 1 KB of the larger of the old and
     * new item). A ConditionCheck is not a write: {@link #conditionCheck}.
     */
    public static double transactional(double writeUnits) {
        return TRANSACTION_FACTOR * writeUnits;
    }

    /**
     * Units of one Get of a TransactGetItems: its item rounded up to 4 KB, each block 2 units (a
     * missing item still costs one block); each Get is charged on its own, never summed with another.
     */
    public static double transactionalGet(long bytes) {
        return getItem(bytes, ReadKind.TRANSACTIONAL);
    }

    /**
     * Units of a ConditionCheck of a TransactWriteItems: a transactional read of the item it checks,
     * 2 read units per 4 KB (one block for a missing item), as DynamoDB Local 3.3.1 charges it
     * (TransactionCapacityVersusLocalTest); it loads the table's reads, not its writes.
     */
    public static double conditionCheck(long bytes) {
        return transactionalGet(bytes);
    }

    /** The least a transaction's action costs on real DynamoDB: one block, read or write, at 2 units. */
    public static double transactionalMinimum() {
        return TRANSACTION_FACTOR;
    }

    static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}
