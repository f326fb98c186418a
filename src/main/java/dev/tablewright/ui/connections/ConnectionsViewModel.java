package dev.tablewright.ui.connections;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionCheck;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import java.net.URI;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The connections dialog: saved connections (embedded DynamoDB Local, any endpoint, an AWS profile
 * and region), a form to add or change one, Test (one ListTables call, off the FX thread), and
 * importing one of the listed tables into a new model. No secret is ever asked for or kept: a
 * profile names credentials that stay in ~/.aws.
 */
public final class ConnectionsViewModel {
    /** The kinds of connection the form offers. */
    public enum Kind {
        EMBEDDED("Embedded DynamoDB Local"),
        ENDPOINT("Endpoint (DynamoDB Local, LocalStack, …)"),
        PROFILE("AWS profile and region");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    private final TaskExecutor executor;
    private final ConnectionService service;
    private final ObservableList<String> names = FXCollections.observableArrayList();
    private final Map<String, Connection> saved = new LinkedHashMap<>();
    private final StringProperty name = new SimpleStringProperty("");
    private final ObjectProperty<Kind> kind = new SimpleObjectProperty<>(Kind.ENDPOINT);
    private final StringProperty url = new SimpleStringProperty("http://localhost:8000");
    private final StringProperty region = new SimpleStringProperty("");
    private final StringProperty profile = new SimpleStringProperty("");
    private final StringProperty dataDir = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper resultOk = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final IntegerProperty sampleLimit = new SimpleIntegerProperty(1000);

    public ConnectionsViewModel(TaskExecutor executor, ConnectionService service) {
        this.executor = executor;
        this.service = service;
        name.addListener((obs, old, now) -> revalidate());
        kind.addListener((obs, old, now) -> revalidate());
        url.addListener((obs, old, now) -> revalidate());
        region.addListener((obs, old, now) -> revalidate());
        profile.addListener((obs, old, now) -> revalidate());
        dataDir.addListener((obs, old, now) -> revalidate());
        revalidate();
    }

    public ObservableList<String> names() {
        return names;
    }

    public StringProperty nameProperty() {
        return name;
    }

    public ObjectProperty<Kind> kindProperty() {
        return kind;
    }

    public StringProperty urlProperty() {
        return url;
    }

    public StringProperty regionProperty() {
        return region;
    }

    public StringProperty profileProperty() {
        return profile;
    }

    /** For the embedded Local: a folder to keep its tables in, or empty to keep them in memory. */
    public StringProperty dataDirProperty() {
        return dataDir;
    }

    /** What is wrong with the form, naming the field, or empty when it describes a connection. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** The last Test's or import's outcome in words. */
    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty resultOkProperty() {
        return resultOk.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The tables the last successful Test listed, to import one. */
    public ObservableList<String> tables() {
        return tables;
    }

    public IntegerProperty sampleLimitProperty() {
        return sampleLimit;
    }

    /** True while the form cannot be tested or saved. */
    public BooleanBinding invalidBinding() {
        return Bindings.createBooleanBinding(() -> !problem.get().isEmpty() || busy.get(), problem, busy);
    }

    /** Reads the saved connections; a broken file is reported, not thrown. */
    public void reload() {
        try {
            saved.clear();
            saved.putAll(service.load());
            names.setAll(saved.keySet());
        } catch (Exception e) {
            report(false, "Could not read the saved connections: " + message(e)
                    + ". Fix or delete the file; nothing was changed.");
        }
    }

    /** Fills the form with a saved connection. */
    public void select(String savedName) {
        Connection c = saved.get(savedName);
        if (c == null) {
            return;
        }
        tables.clear();
        result.set("");
        name.set(savedName);
        dataDir.set("");
        region.set("");
        profile.set("");
        if (c instanceof Connection.Embedded e) {
            kind.set(Kind.EMBEDDED);
            dataDir.set(e.dataDir() == null ? "" : e.dataDir().toString());
        } else if (c instanceof Connection.Endpoint e) {
            kind.set(Kind.ENDPOINT);
            url.set(e.url().toString());
            region.set(e.region());
            profile.set(e.profile() == null ? "" : e.profile());
        } else if (c instanceof Connection.AwsProfile p) {
            kind.set(Kind.PROFILE);
            profile.set(p.profile() == null ? "" : p.profile());
            region.set(p.region() == null ? "" : p.region());
            url.set(p.endpointOverride() == null ? "" : p.endpointOverride().toString());
        } else if (c instanceof Connection.LocalServer s) {
            kind.set(Kind.ENDPOINT);
            url.set("http://localhost:" + s.port());
        }
    }

    /** Clears the form for a new connection. */
    public void newConnection() {
        name.set("");
        kind.set(Kind.ENDPOINT);
        url.set("http://localhost:8000");
        region.set("");
        profile.set("");
        dataDir.set("");
        tables.clear();
        result.set("");
    }

    /** The connection the form describes, or empty with {@link #problemProperty()} saying why. */
    public Optional<Connection> connection() {
        try {
            return Optional.of(build());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private Connection build() {
        String r = region.get().strip();
        String p = profile.get().strip();
        switch (kind.get()) {
            case EMBEDDED:
                return new Connection.Embedded(dataDir.get().isBlank() ? null : Path.of(dataDir.get().strip()));
            case ENDPOINT:
                if (url.get().isBlank()) {
                    throw new IllegalArgumentException("Endpoint URL: required, e.g. http://localhost:8000");
                }
                return new Connection.Endpoint(uri("Endpoint URL", url.get()), r.isEmpty() ? null : r,
                        p.isEmpty() ? null : p);
            default:
                if (!r.isEmpty() && !r.matches("[a-z]{2}(-[a-z]+)+-\\d+")) {
                    throw new IllegalArgumentException("Region: '" + r + "' is not a region name such as eu-west-1");
                }
                return new Connection.AwsProfile(p.isEmpty() ? null : p, r.isEmpty() ? null : r,
                        url.get().isBlank() ? null : uri("Endpoint override", url.get()));
        }
    }

    private static URI uri(String field, String text) {
        try {
            URI u = URI.create(text.strip());
            if (u.getScheme() == null || u.getHost() == null
                    || !(u.getScheme().equals("http") || u.getScheme().equals("https"))) {
                throw new IllegalArgumentException(field + ": '" + text.strip()
                        + "' is not an http(s) URL such as http://localhost:8000");
            }
            return u;
        } catch (IllegalArgumentException e) {
            if (e.getMessage() != null && e.getMessage().startsWith(field)) {
                throw e;
            }
            throw new IllegalArgumentException(field + ": '" + text.strip()
                    + "' is not an http(s) URL such as http://localhost:8000");
        }
    }

    private void revalidate() {
        try {
            build();
            problem.set(name.get().isBlank() ? "Name: give the connection a name to save it" : "");
        } catch (IllegalArgumentException e) {
            problem.set(e.getMessage());
        }
    }

    /** True when only the name is missing: the connection can be tested but not saved. */
    public boolean testable() {
        return connection().isPresent();
    }

    /** Tests the form's connection off the FX thread. */
    public void test() {
        Optional<Connection> c = connection();
        if (c.isEmpty() || busy.get()) {
            return;
        }
        busy.set(true);
        result.set("Testing " + c.get().describe() + "…");
        tables.clear();
        executor.submit("test connection", () -> service.test(c.get()), check -> {
            busy.set(false);
            show(check);
        }, error -> {
            busy.set(false);
            report(false, "Could not connect: " + message(error));
        });
    }

    private void show(ConnectionCheck check) {
        if (check.ok()) {
            tables.setAll(check.tableNames());
            report(true, "Connected: " + check.message()
                    + (check.tableNames().isEmpty() ? ". There are no tables to import yet." : "."));
        } else {
            report(false, "Could not connect: " + check.message());
        }
    }

    /** Saves the form under its name (replacing one of that name); tells {@code onSaved} afterwards. */
    public void save(Runnable onSaved) {
        Optional<Connection> c = connection();
        if (c.isEmpty() || name.get().isBlank()) {
            report(false, problem.get());
            return;
        }
        try {
            service.save(name.get().strip(), c.get());
            reload();
            report(true, "Saved " + name.get().strip() + ": " + c.get().describe());
            onSaved.run();
        } catch (Exception e) {
            report(false, "Could not save the connection: " + message(e));
        }
    }

    public void remove(String savedName, Runnable onRemoved) {
        try {
            service.remove(savedName);
            reload();
            report(true, "Removed " + savedName);
            onRemoved.run();
        } catch (Exception e) {
            report(false, "Could not remove " + savedName + ": " + message(e));
        }
    }

    /** Reads a live table into a new model off the FX thread and hands it to {@code onImported}. */
    public void importTable(String table, Consumer<Model> onImported) {
        Optional<Connection> c = connection();
        if (c.isEmpty() || table == null || busy.get()) {
            return;
        }
        int limit = Math.max(0, sampleLimit.get());
        busy.set(true);
        result.set("Importing " + table + " (up to " + limit + " items)…");
        executor.submit("import " + table, () -> service.importTable(c.get(), table, limit), read -> {
            busy.set(false);
            Model model = read.model();
            int items = model.tables().stream().mapToInt(t -> t.allItems().size()).sum();
            StringBuilder text = new StringBuilder("Imported " + table + ": " + model.tables().get(0).indexes().size()
                    + " indexes, " + items + " items.");
            read.notes().forEach(note -> text.append('\n').append(note));
            report(true, text.append("\nSave it with File > Save As.").toString());
            onImported.accept(model);
        }, error -> {
            busy.set(false);
            report(false, "Could not import " + table + ": " + message(error));
        });
    }

    private void report(boolean ok, String text) {
        resultOk.set(ok);
        result.set(text);
    }

    private static String message(Throwable e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
