package dev.tablewright.ui.imports;

import dev.tablewright.formats.imports.ImportFormat;
import dev.tablewright.formats.imports.ImportedModel;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * File &gt; Import…: a file in one of the formats {@code import} reads, its format recognised from
 * what it holds (or one the person forces), read on the background executor, and a preview of what
 * was found ({@link ImportPreview}). Only the newest read counts: a read started after another, or
 * Cancel, drops the older one's answer. {@link #importModel} hands the model on, to be opened as a
 * new, unsaved model; no file is written.
 */
public final class ImportViewModel {
    /** Reads a file as {@code format}, or as the format it is found to be in when that is null. */
    @FunctionalInterface
    public interface Reader {
        ImportedModel read(Path file, ImportFormat format) throws Exception;
    }

    private final TaskExecutor executor;
    private final Reader reader;
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>();
    /** The format to read as: null to recognise it; set by the person to force one. */
    private final ObjectProperty<ImportFormat> forced = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<ImportFormat> found = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ImportedModel> imported = new ReadOnlyObjectWrapper<>();
    private final ObservableList<ImportPreview.Section> sections = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("Choose a file to import");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    /** The read whose answer counts; older answers are dropped. */
    private long reads;

    public ImportViewModel(TaskExecutor executor, Reader reader) {
        this.executor = executor;
        this.reader = reader;
        forced.addListener((obs, old, now) -> {
            if (file.get() != null && now != old) {
                read();
            }
        });
    }

    /** Every format the dialog offers, in the command line's order. */
    public List<ImportFormat> formats() {
        return List.of(ImportFormat.values());
    }

    /**
     * The file chooser's filters: every format's files together first, then each format's own, then
     * all files (a format is recognised by what a file holds, not by its name).
     */
    public Map<String, List<String>> fileFilters() {
        Map<String, List<String>> filters = new LinkedHashMap<>();
        Set<String> every = new LinkedHashSet<>();
        formats().forEach(f -> every.addAll(patterns(f)));
        filters.put("Every format Tablewright imports", List.copyOf(every));
        formats().forEach(f -> filters.put(f.description() + " (" + String.join(", ", patterns(f)) + ")", patterns(f)));
        filters.put("All files", List.of("*"));
        return filters;
    }

    /** The names files of {@code format} usually have. */
    static List<String> patterns(ImportFormat format) {
        return switch (format.cliName()) {
            case "cloudformation" -> List.of("*.yaml", "*.yml", "*.json", "*.template");
            case "terraform" -> List.of("*.tf", "*.tf.json");
            default -> List.of("*.json");
        };
    }

    /** Reads {@code chosen} as the forced format, or as the format it is found to be in. */
    public void open(Path chosen) {
        file.set(chosen);
        read();
    }

    /** Reads the file again (the chosen file, the forced format). */
    public void read() {
        Path path = file.get();
        if (path == null) {
            return;
        }
        ImportFormat format = forced.get();
        long read = ++reads;
        busy.set(true);
        error.set(null);
        imported.set(null);
        found.set(null);
        sections.clear();
        summary.set("");
        status.set("Reading " + path.getFileName() + (format == null ? ", recognising its format…"
                : " as " + format.description() + "…"));
        executor.submit("import " + path.getFileName(), () -> reader.read(path, format), result -> {
            if (read != reads) {
                return; // a newer read, or Cancel, came since
            }
            busy.set(false);
            show(result);
        }, failure -> {
            if (read != reads) {
                return;
            }
            busy.set(false);
            status.set("Could not import " + path.getFileName());
            error.set(failure.getMessage() + (format == null
                    ? "\nChoose its format under \"Read as\" if it is one of those listed." : ""));
        });
    }

    /** Drops the read in flight: its answer, when it comes, is not shown. */
    public void cancel() {
        if (!busy.get()) {
            return;
        }
        reads++;
        busy.set(false);
        status.set("Cancelled: nothing was read from " + file.get().getFileName());
    }

    /**
     * Hands the imported model to {@code open} (the window shows it as a new, unsaved model);
     * false when nothing is read yet.
     */
    public boolean importModel(Consumer<ImportedModel> open) {
        ImportedModel model = imported.get();
        if (model == null || busy.get()) {
            return false;
        }
        open.accept(model);
        return true;
    }

    private void show(ImportedModel result) {
        imported.set(result);
        found.set(result.format());
        List<ImportPreview.Section> preview = ImportPreview.of(result);
        sections.setAll(preview);
        status.set("Read " + file.get().getFileName() + " as " + result.format().description());
        int items = preview.get(4).count();
        summary.set(result.model().name() + ": " + count(preview.get(0), "table") + ", " + count(preview.get(1), "index")
                + ", " + count(preview.get(2), "facet") + ", " + count(preview.get(3), "access pattern") + ", " + items
                + (items == 1 ? " item" : " items") + "; " + (result.leftOut().isEmpty() ? "nothing"
                : Integer.toString(result.leftOut().size())) + " left out");
    }

    private static String count(ImportPreview.Section section, String noun) {
        int n = section.rows().size();
        return n + " " + (n == 1 ? noun : noun.endsWith("x") ? noun.replaceFirst("ex$", "exes") : noun + "s");
    }

    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    /** The format to read as; null recognises it from the file. Changing it reads the file again. */
    public ObjectProperty<ImportFormat> forcedProperty() {
        return forced;
    }

    /** The format the last read took, or null. */
    public ReadOnlyObjectProperty<ImportFormat> foundProperty() {
        return found.getReadOnlyProperty();
    }

    /** The model read, or null (before a read, while reading, after a failure or a cancel). */
    public ReadOnlyObjectProperty<ImportedModel> importedProperty() {
        return imported.getReadOnlyProperty();
    }

    /** The preview: tables, indexes, facets, patterns, items, left out. Empty until a read succeeds. */
    public ObservableList<ImportPreview.Section> sections() {
        return sections;
    }

    /** One line of counts: "bookings: 2 tables, 3 indexes, ...; 12 items." */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** What is happening: reading, read as, cancelled, could not import. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Why the last read failed (the file and the cause), or null. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
