package dev.tablewright.formats.export;

import dev.tablewright.formats.AtomicFiles;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Items written as they arrive, page by page, in one of the {@link ItemFormat}s, to the same text
 * {@link ItemWriter} gives for all the items at once; memory stays bounded whatever their number.
 *
 * <p>DynamoDB JSON and JSON are written straight through: nothing is held but the item being
 * written, and the counts close the output. A CSV's header must name every column before the
 * first row, and a later page may bring a new attribute, or a new type for a column: so the items
 * go, one DynamoDB JSON line each, to a scratch file beside the output while the column names and
 * types are learnt, and {@link #finish} writes the header and then reads the scratch file back,
 * one line at a time, into rows. The CSV is then exactly the in-memory one (no column missed, no
 * type guessed from a sample) for one read of the source; what it holds is the column names, at
 * most {@link CsvItemSink#MAX_COLUMNS}.
 */
public interface ItemSink extends Closeable {
    /** Appends {@code items}. */
    void write(List<Item> items) throws IOException;

    /**
     * Ends the output (a CSV writes its header and rows here). Checks {@code stop} as it goes and
     * throws {@link java.util.concurrent.CancellationException} once it answers true.
     */
    void finish(BooleanSupplier stop) throws IOException;

    /** Items written so far. */
    long count();

    /** Releases the scratch file, if any; {@code out} is left open. */
    @Override
    void close() throws IOException;

    /** Writes to {@code out}; a CSV's scratch file goes beside {@code target}, where the output is saved. */
    static ItemSink open(ItemFormat format, KeySchema keys, OutputStream out, Path target) throws IOException {
        return switch (format) {
            case CSV -> new CsvItemSink(keys, out, AtomicFiles.scratch(target), CsvItemSink.MAX_COLUMNS);
            case DYNAMODB_JSON -> JsonItemSink.dynamoDb(out);
            case JSON -> JsonItemSink.plain(out);
        };
    }
}
