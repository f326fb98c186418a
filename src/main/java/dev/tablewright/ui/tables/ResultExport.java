package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.ItemPage;
import dev.tablewright.formats.AtomicFiles;
import dev.tablewright.formats.export.ItemFormat;
import dev.tablewright.formats.export.ItemSink;
import dev.tablewright.model.KeySchema;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.StringProperty;

/**
 * Exports the shown result, the whole of it, as CSV or DynamoDB JSON, streamed: the request is read
 * again from its start one page at a time (the grid's page function; a PartiQL result follows its
 * NextToken) and each page is written out ({@link ItemSink}) before the next is asked for, so one
 * page is held whatever the size of the table, and there is no item limit.
 *
 * <p>The file is saved atomically ({@link AtomicFiles#replace}): the pages go to a temporary file
 * in the same folder, moved into place at the end, so a cancelled or failed export leaves the path
 * as it was. An existing file is replaced only once the person confirms, and is then kept as a
 * numbered backup {@code FILE.~N~}, as the command line's {@code --force} keeps it. A CSV learns
 * its columns while the pages are read and writes its rows at the end (see {@link ItemSink}).
 * Runs on the task executor; {@link #writtenProperty()} counts the items written, and
 * {@link #cancel()} stops the export between two pages (or while a CSV writes its rows).
 */
public final class ResultExport {
    private final TaskExecutor executor;
    private final StringProperty status;
    private final StringProperty error;
    private final BooleanProperty running = new SimpleBooleanProperty(this, "running");
    private final ReadOnlyLongWrapper written = new ReadOnlyLongWrapper(this, "written");
    private ItemPager.Source source;
    private KeySchema keys;
    private AtomicBoolean cancelled = new AtomicBoolean();

    ResultExport(TaskExecutor executor, StringProperty status, StringProperty error) {
        this.executor = executor;
        this.status = status;
        this.error = error;
    }

    /** What an export reads: the shown request's page function, and its key schema (null for PartiQL). */
    void source(ItemPager.Source shown, KeySchema keySchema) {
        this.source = shown;
        this.keys = keySchema;
    }

    /**
     * Writes the result to {@code file}; asks {@code confirmOverwrite} first when it exists (the
     * replaced file is kept as {@code FILE.~N~}).
     */
    public void exportTo(Path file, ItemFormat format, BooleanSupplier confirmOverwrite) {
        if (source == null) {
            error.set("run a query, scan or PartiQL SELECT first: there is nothing to export");
            return;
        }
        if (running.get()) {
            error.set("an export is running: wait for it to end or cancel it first");
            return;
        }
        if (Files.exists(file) && !confirmOverwrite.getAsBoolean()) {
            status.set("Export not written: " + file.getFileName() + " exists");
            return;
        }
        ItemPager.Source from = source;
        KeySchema keySchema = keys;
        AtomicBoolean stop = new AtomicBoolean();
        cancelled = stop;
        running.set(true);
        written.set(0);
        error.set("");
        status.set("Exporting to " + file.getFileName() + "…");
        executor.submit("Export", () -> {
            long[] count = new long[1];
            AtomicFiles.replace(file, out -> {
                try (ItemSink sink = ItemSink.open(format, keySchema, out, file)) {
                    Object cursor = null;
                    do {
                        ItemPage page = from.fetch(cursor);
                        sink.write(page.items());
                        cursor = page.next();
                        long now = sink.count();
                        executor.onUi(() -> progress(now));
                        if (stop.get()) {
                            throw new CancellationException();
                        }
                    } while (cursor != null);
                    if (format == ItemFormat.CSV) {
                        executor.onUi(() -> status.set("Exporting: writing the rows of " + file.getFileName() + "…"));
                    }
                    sink.finish(stop::get);
                    count[0] = sink.count();
                }
            });
            return count[0];
        }, count -> {
            running.set(false);
            status.set("Exported " + String.format("%,d", count) + " items to " + file);
        }, failure -> {
            running.set(false);
            if (failure instanceof CancellationException) {
                status.set("Export cancelled: " + file.getFileName() + " not written");
            } else {
                error.set("could not export to " + file + ": " + TablesText.oneLine(failure));
            }
        });
    }

    private void progress(long count) {
        if (running.get()) {
            written.set(count);
            status.set("Exporting: " + String.format("%,d", count) + " items written…");
        }
    }

    /** Stops the export under way; the file it was writing is not created (or left as it was). */
    void cancel() {
        cancelled.set(true);
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    /** Items written so far by the export under way (or the last one). */
    public ReadOnlyLongProperty writtenProperty() {
        return written.getReadOnlyProperty();
    }
}
