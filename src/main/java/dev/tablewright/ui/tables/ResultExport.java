package dev.tablewright.ui.tables;

import dev.tablewright.formats.export.ItemFormat;
import dev.tablewright.formats.export.ItemWriter;
import dev.tablewright.dynamo.live.ItemPage;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.StringProperty;

/**
 * Exports the shown result (the whole of it, read again page by page, up to {@value #MAX_ITEMS}
 * items) as CSV or DynamoDB JSON through formats' {@link ItemWriter}; an existing file is replaced
 * only once the person confirms. Progress goes to the status line; {@link #cancel()} stops it.
 */
public final class ResultExport {
    public static final int MAX_ITEMS = 200_000;
    private final TaskExecutor executor;
    private final StringProperty status;
    private final StringProperty error;
    private final BooleanProperty running = new SimpleBooleanProperty(this, "running");
    private ItemPager.Source source;
    private KeySchema keys;
    private AtomicBoolean cancelled = new AtomicBoolean();

    ResultExport(TaskExecutor executor, StringProperty status, StringProperty error) {
        this.executor = executor;
        this.status = status;
        this.error = error;
    }

    void source(ItemPager.Source shown, KeySchema keySchema) {
        this.source = shown;
        this.keys = keySchema;
    }

    /** Writes the result to {@code file}; asks {@code confirmOverwrite} first when it exists. */
    public void exportTo(Path file, ItemFormat format, BooleanSupplier confirmOverwrite) {
        if (source == null) {
            error.set("run a query, scan or PartiQL SELECT first: there is nothing to export");
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
        executor.submit("Export", () -> {
            List<Item> items = new ArrayList<>();
            Object cursor = null;
            do {
                ItemPage page = from.fetch(cursor);
                items.addAll(page.items());
                cursor = page.next();
                int count = items.size();
                executor.onUi(() -> status.set("Exporting: " + String.format("%,d", count) + " items read…"));
            } while (cursor != null && !stop.get() && items.size() < MAX_ITEMS);
            if (stop.get()) {
                return -1;
            }
            List<Item> written = items.size() > MAX_ITEMS ? items.subList(0, MAX_ITEMS) : items;
            Files.writeString(file, ItemWriter.write(written, keySchema, format), StandardCharsets.UTF_8);
            return written.size();
        }, count -> {
            running.set(false);
            if (count < 0) {
                status.set("Export cancelled: nothing written");
            } else {
                status.set("Exported " + String.format("%,d", count) + " items to " + file
                        + (count >= MAX_ITEMS ? " (stopped at " + MAX_ITEMS + ")" : ""));
            }
        }, failure -> {
            running.set(false);
            error.set("could not export to " + file + ": " + TablesText.oneLine(failure));
        });
    }

    void cancel() {
        cancelled.set(true);
    }

    public BooleanProperty runningProperty() {
        return running;
    }
}
