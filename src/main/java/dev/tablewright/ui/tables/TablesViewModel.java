package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.LiveTable;
import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.dynamo.live.ReadRequest;
import dev.tablewright.dynamo.live.Statements;
import dev.tablewright.dynamo.live.TransactionAction;
import dev.tablewright.dynamo.live.TransactionResult;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.BiPredicate;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import dev.tablewright.ui.common.TaskExecutor;

/**
 * The Tables workspace: the tables of a live connection with their keys, indexes, settings and item
 * counts; their items in a lazily paged grid read by the query/scan form or a PartiQL statement;
 * the item editor's writes, the transaction builder, and the history. Every SDK call runs on the
 * task executor; the latest request of each kind wins. A write on a read-only connection is
 * refused at once; on a connection that is not local it runs only once the person confirms.
 */
public final class TablesViewModel {
    /** Items per page the grid reads and how many pages it keeps. */
    public static final int PAGE_ROWS = 100;
    public static final int KEPT_PAGES = 10;
    private final TaskExecutor executor;
    private final TablesService service;
    private final ObservableList<LiveTarget> targets = FXCollections.observableArrayList();
    private final ObjectProperty<LiveTarget> target = new SimpleObjectProperty<>(this, "target");
    private final BooleanProperty readOnly = new SimpleBooleanProperty(this, "readOnly");
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ObjectProperty<String> table = new SimpleObjectProperty<>(this, "table");
    private final ReadOnlyObjectWrapper<LiveTable> described = new ReadOnlyObjectWrapper<>(this, "described");
    private final StringProperty details = new SimpleStringProperty(this, "details", "");
    private final StringProperty status = new SimpleStringProperty(this, "status", "");
    private final StringProperty error = new SimpleStringProperty(this, "error", "");
    private final StringProperty statement = new SimpleStringProperty(this, "statement", "");
    private final StringProperty resultCaption = new SimpleStringProperty(this, "resultCaption", "");
    private final ItemPager pager;
    private final QueryFormViewModel form = new QueryFormViewModel();
    private final ItemEditorViewModel editor = new ItemEditorViewModel();
    private final TransactionViewModel transaction = new TransactionViewModel();
    private final HistoryViewModel history;
    private final ResultExport export;
    private final WriteGate gate = new WriteGate(target::get, status, error);
    private long tableRequests;
    private KeySchema shownKeys;

    public TablesViewModel(TaskExecutor executor, TablesService service, HistoryViewModel.ModelAccess model) {
        this.executor = executor;
        this.service = service;
        this.pager = new ItemPager(executor, KEPT_PAGES, PAGE_ROWS);
        this.history = new HistoryViewModel(executor, service, model, this::rerun);
        this.export = new ResultExport(executor, status, error);
        target.addListener((obs, old, now) -> {
            boolean sameConnection = old != null && now != null && old.name().equals(now.name())
                    && old.connection().equals(now.connection());
            if (!sameConnection) { // only its read-only flag changed: keep the tables shown
                targetChosen(now);
            }
        });
        table.addListener((obs, old, now) -> describe(now));
        readOnly.addListener((obs, old, now) -> readOnlyChanged(now));
        pager.errorProperty().addListener((obs, old, now) -> {
            if (!now.isEmpty()) {
                error.set(now);
            }
        });
    }

    /** Reads the connections again (the embedded Local first) and keeps the chosen one if it is still there. */
    public void refreshTargets() {
        LiveTarget chosen = target.get();
        targets.setAll(service.targets());
        LiveTarget again = chosen == null ? null
                : targets.stream().filter(t -> t.name().equals(chosen.name())).findFirst().orElse(null);
        target.set(again != null ? again : targets.isEmpty() ? null : targets.get(0));
    }

    /** Asks yes/no before a write to a connection that is not local: (title, message) -> yes. */
    public void setConfirmer(BiPredicate<String, String> confirm) {
        gate.confirmWith(confirm);
    }

    private void targetChosen(LiveTarget now) {
        tables.clear();
        table.set(null);
        readOnly.set(now != null && now.readOnly());
        if (now == null) {
            return;
        }
        history.load(now);
        refreshTables();
    }

    /** Lists the tables of the chosen connection again. */
    public void refreshTables() {
        LiveTarget on = target.get();
        if (on == null) {
            return;
        }
        long asked = ++tableRequests;
        status.set("Listing the tables on " + on.name() + "…");
        executor.submit("List tables", () -> service.tableNames(on), names -> {
            if (asked == tableRequests) {
                String keep = table.get();
                tables.setAll(names);
                status.set(names.size() + (names.size() == 1 ? " table" : " tables") + " on " + on.name());
                error.set("");
                table.set(names.contains(keep) ? keep : names.isEmpty() ? null : names.get(0));
            }
        }, failure -> {
            if (asked == tableRequests) {
                error.set(TablesText.oneLine(failure));
            }
        });
    }

    private void readOnlyChanged(boolean now) {
        LiveTarget on = target.get();
        if (on == null || on.readOnly() == now) {
            return;
        }
        LiveTarget changed = on.withReadOnly(now);
        try {
            service.setReadOnly(on, now);
        } catch (java.io.IOException | RuntimeException e) {
            error.set("could not save the read-only flag of " + on.name() + ": " + TablesText.oneLine(e));
        }
        int at = targets.indexOf(on);
        if (at >= 0) {
            targets.set(at, changed);
        }
        target.set(changed);
        status.set(on.name() + (now ? " is read-only: every write is refused" : " allows writes"));
    }

    private void describe(String name) {
        LiveTarget on = target.get();
        described.set(null);
        details.set("");
        form.setTable(null);
        if (name == null || on == null) {
            return;
        }
        long asked = ++tableRequests;
        executor.submit("Describe " + name, () -> service.describe(on, name), live -> {
            if (asked == tableRequests) {
                described.set(live);
                details.set(TableDetails.of(live));
                form.setTable(live);
                editor.setKeys(live.table().keySchema());
                runForm();
            }
        }, failure -> {
            if (asked == tableRequests) {
                error.set(TablesText.oneLine(failure));
            }
        });
    }

    /** Runs the query/scan form: the grid shows its first page and reads on as it scrolls. */
    public void runForm() {
        LiveTarget on = target.get();
        ReadRequest request;
        try {
            request = form.build();
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return;
        }
        error.set("");
        shownKeys = form.keys();
        resultCaption.set(request.describe() + (request.isQuery() ? " where " + request.keyConditionWithNames() : ""));
        pager.start(cursor -> service.read(on, request, cursor));
        export.source(cursor -> service.read(on, request, cursor), shownKeys);
        history.add(on, new QueryHistory.Entry(Instant.now(), request.isQuery() ? "Query" : "Scan",
                resultCaption.get(), request));
    }

    /** Runs the PartiQL statement; a SELECT's items show in the grid, page by page. */
    public void runStatement() {
        LiveTarget on = target.get();
        String text = statement.get() == null ? "" : statement.get().strip();
        if (on == null || text.isEmpty()) {
            error.set(on == null ? "choose a connection first" : "write a PartiQL statement first");
            return;
        }
        boolean writes = Statements.writes(text);
        if (writes && !allowWrite("PartiQL " + Statements.firstKeyword(text))) {
            return;
        }
        error.set("");
        shownKeys = null;
        resultCaption.set("PartiQL: " + text.replaceAll("\\s+", " "));
        pager.start(cursor -> service.statement(on, text, (String) cursor));
        export.source(cursor -> service.statement(on, text, (String) cursor), null);
        history.add(on, new QueryHistory.Entry(Instant.now(), "PartiQL", text, null));
    }

    /** Stops the scan (or export) under way. */
    public void cancel() {
        pager.cancel();
        export.cancel();
        status.set("Cancelled");
    }

    /** Saves the editor's item (PutItem, conditional when a condition is set). */
    public void saveItem() {
        write("PutItem", () -> {
            Item item = editor.item();
            String name = table.get();
            return () -> service.put(target.get(), name, item, editor.conditionProperty().get(), editor.conditionValues());
        }, "Saved the item");
    }

    /** Deletes the item the editor shows (by its key as read), conditional when a condition is set. */
    public void deleteItem() {
        write("DeleteItem", () -> {
            Item key = editor.key();
            String name = table.get();
            return () -> service.delete(target.get(), name, key, editor.conditionProperty().get(), editor.conditionValues());
        }, "Deleted the item");
    }

    /** Runs the transaction builder's actions. */
    public void runTransaction() {
        LiveTarget on = target.get();
        List<TransactionAction> actions;
        try {
            actions = transaction.build();
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return;
        }
        if (on == null || (transaction.writes() && !allowWrite("TransactWriteItems"))) {
            return;
        }
        transaction.clearOutcomes();
        error.set("");
        status.set("Running " + actions.size() + " actions…");
        executor.submit("Transaction", () -> service.transact(on, actions), (TransactionResult result) -> {
            String line = transaction.show(result);
            if (result.committed()) {
                status.set(line);
            } else {
                error.set(line);
            }
            history.add(on, new QueryHistory.Entry(Instant.now(), transaction.writes() ? "TransactWriteItems"
                    : "TransactGetItems", actions.size() + " actions: " + line, null));
        }, failure -> error.set(TablesText.oneLine(failure)));
    }

    /** A write prepared on the UI thread (which may fail with a message), then run off it. */
    private void write(String what, Callable<Runnable> prepare, String done) {
        LiveTarget on = target.get();
        if (on == null || table.get() == null) {
            error.set("choose a connection and a table first");
            return;
        }
        Runnable call;
        try {
            call = prepare.call();
        } catch (Exception e) {
            error.set(TablesText.oneLine(e));
            return;
        }
        if (!allowWrite(what + " on " + table.get())) {
            return;
        }
        error.set("");
        executor.submit(what, () -> {
            call.run();
            return done;
        }, message -> {
            status.set(message + " in " + table.get());
            history.add(on, new QueryHistory.Entry(Instant.now(), what, what + " on " + table.get(), null));
            runForm();
        }, failure -> error.set(TablesText.oneLine(failure)));
    }

    boolean allowWrite(String what) {
        return gate.allow(what);
    }

    private void rerun(ReadRequest request) {
        if (!request.table().equals(table.get())) {
            table.set(request.table());
        }
        form.fill(request);
        runForm();
    }

    /** Shows {@code item} in the editor. */
    public void editItem(Item item) {
        if (item != null) {
            editor.edit(item);
        }
    }

    /** Adds a transaction action on the chosen table: the editor's item for a Put, else its key. */
    public void addAction(TransactionAction.Kind kind) {
        String item;
        try {
            item = dev.tablewright.formats.DynamoJson.write(kind == TransactionAction.Kind.PUT ? editor.item() : editor.key());
        } catch (IllegalArgumentException e) {
            item = "{}";
        }
        if (!transaction.add(kind, table.get(), item)) {
            error.set("a transaction takes at most " + TransactionViewModel.MAX_ACTIONS + " actions");
        }
    }

    public KeySchema shownKeys() {
        return shownKeys;
    }

    public ObservableList<LiveTarget> targets() {
        return targets;
    }

    public ObjectProperty<LiveTarget> targetProperty() {
        return target;
    }

    public BooleanProperty readOnlyProperty() {
        return readOnly;
    }

    public ObservableList<String> tables() {
        return tables;
    }

    public ObjectProperty<String> tableProperty() {
        return table;
    }

    public ReadOnlyObjectProperty<LiveTable> describedProperty() {
        return described.getReadOnlyProperty();
    }

    public StringProperty detailsProperty() {
        return details;
    }

    public StringProperty statusProperty() {
        return status;
    }

    /** The one line saying what failed, or empty. */
    public StringProperty errorProperty() {
        return error;
    }

    public StringProperty statementProperty() {
        return statement;
    }

    public StringProperty resultCaptionProperty() {
        return resultCaption;
    }

    public ItemPager pager() {
        return pager;
    }

    public QueryFormViewModel form() {
        return form;
    }

    public ItemEditorViewModel editor() {
        return editor;
    }

    public TransactionViewModel transaction() {
        return transaction;
    }

    public HistoryViewModel history() {
        return history;
    }

    public ResultExport export() {
        return export;
    }
}
