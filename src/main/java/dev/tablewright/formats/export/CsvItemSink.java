package dev.tablewright.formats.export;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.apache.commons.csv.CSVPrinter;

/**
 * A CSV written from items that arrive page by page: each item goes to a scratch file as one line
 * of DynamoDB JSON while its attribute names and types are learnt ({@link CsvColumns}); at the end
 * the header is written, then the scratch file is read back a line at a time into rows. Memory
 * holds the column names (at most {@code maxColumns}), never the items.
 */
final class CsvItemSink implements ItemSink {
    /** A spreadsheet's column limit (16,384 in Excel): a CSV wider than that cannot be opened anyway. */
    static final int MAX_COLUMNS = 16_384;
    private static final int STOP_CHECK_ROWS = 1_000;
    private final CsvColumns columns;
    private final OutputStream out;
    private final FileChannel scratch;
    private final Writer lines;
    private final int maxColumns;
    private long count;

    CsvItemSink(KeySchema keys, OutputStream out, FileChannel scratch, int maxColumns) {
        this.columns = new CsvColumns(keys);
        this.out = out;
        this.scratch = scratch;
        this.maxColumns = maxColumns;
        this.lines = new BufferedWriter(new OutputStreamWriter(Channels.newOutputStream(scratch),
                StandardCharsets.UTF_8), 1 << 16);
    }

    @Override
    public void write(List<Item> items) throws IOException {
        for (Item item : items) {
            if (columns.sizeWith(item) > maxColumns) {
                throw new IOException("the items have more than " + maxColumns + " attribute names, too many "
                        + "columns for a CSV: export them as DynamoDB JSON instead");
            }
            columns.add(item);
            lines.write(DynamoJson.write(item)); // compact JSON: a line break in a value is escaped
            lines.write('\n');
            count++;
        }
    }

    @Override
    public void finish(BooleanSupplier stop) throws IOException {
        lines.flush();
        scratch.position(0);
        // neither stream is closed: closing would close the scratch channel or the caller's output
        BufferedReader reader = new BufferedReader(new InputStreamReader(Channels.newInputStream(scratch),
                StandardCharsets.UTF_8), 1 << 16);
        Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        CSVPrinter printer = new CSVPrinter(text, CsvColumns.FORMAT);
        printer.printRecord(columns.header());
        long rows = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (++rows % STOP_CHECK_ROWS == 0 && stop.getAsBoolean()) {
                throw new CancellationException("stopped after " + rows + " rows");
            }
            printer.printRecord(columns.row(DynamoJson.parseItem(line)));
        }
        printer.flush();
    }

    @Override
    public long count() {
        return count;
    }

    @Override
    public void close() throws IOException {
        scratch.close(); // deletes it
    }
}
