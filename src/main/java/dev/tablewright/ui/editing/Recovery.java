package dev.tablewright.ui.editing;

import dev.tablewright.formats.AtomicFiles;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Properties;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Autosave for crash recovery: while the model has unsaved changes, a copy goes to
 * {@code recovery.json} in the app's data folder, written atomically a moment after each edit
 * (debounced: a burst of edits writes once) and at least every {@code maxDelay} while edits keep
 * coming. {@code recovery.properties} beside it names the model's own file and when the copy was
 * written. Saving, or closing cleanly, removes both; after a crash they stay, and the next start
 * offers to restore the copy when it is newer than the model's file. Writes run on the app's one
 * {@link TaskExecutor}.
 */
public final class Recovery implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(Recovery.class.getName());
    static final String MODEL_FILE = "recovery.json";
    static final String INFO_FILE = "recovery.properties";

    /** A recovery copy found at start. {@code source} is null for a model never saved. */
    public record Found(Model model, Path source, Instant written) {
        /** "HR-OE (models/hr-oe.json), autosaved 2026-11-23 12:10 UTC". */
        public String describe() {
            return model.name() + (source == null ? " (never saved)" : " (" + source + ")") + ", autosaved "
                    + written.toString().replace('T', ' ').replaceAll("\\.\\d+Z$", "Z").replace("Z", " UTC");
        }
    }

    private final Path folder;
    private final Duration debounce;
    private final Duration maxDelay;
    private final TaskExecutor executor;
    /** Taken before {@code this} whenever both are held. */
    private final Object writeLock = new Object();
    private TaskExecutor.Scheduled pending;
    private Instant pendingSince;
    private Model latest;
    private Path latestSource;

    public Recovery(TaskExecutor executor, Path folder, Duration debounce, Duration maxDelay) {
        this.executor = executor;
        this.folder = folder;
        this.debounce = debounce;
        this.maxDelay = maxDelay;
    }

    /** The app's recovery: under {@code dataFolder}/recovery, 2 s after an edit, at least every 30 s. */
    public static Recovery inDataFolder(TaskExecutor executor, Path dataFolder) {
        return new Recovery(executor, dataFolder.resolve("recovery"), Duration.ofSeconds(2), Duration.ofSeconds(30));
    }

    public Path folder() {
        return folder;
    }

    /**
     * The model changed: when it has unsaved changes a copy is written soon; when it is clean (just
     * opened or saved) the copy is removed.
     */
    public void changed(Model model, Path source, boolean dirty) {
        if (!dirty || model == null) {
            synchronized (this) {
                cancelPending();
                latest = null;
            }
            discard();
            return;
        }
        schedule(model, source);
    }

    private synchronized void schedule(Model model, Path source) {
        latest = model;
        latestSource = source;
        Instant now = Instant.now();
        if (pendingSince == null) {
            pendingSince = now;
        }
        boolean overdue = Duration.between(pendingSince, now).compareTo(maxDelay) >= 0;
        if (pending != null && overdue) {
            return; // the pending write runs soon enough and will take the latest model
        }
        cancelPending();
        pending = executor.schedule("autosave", overdue ? Duration.ZERO : debounce, this::writeLatest);
    }

    /** Writes the latest unsaved model now, if there is one pending (e.g. before a risky step). */
    public void flush() {
        writeLatest();
    }

    private void writeLatest() {
        synchronized (writeLock) { // one write at a time; a discard waits for a write under way
            Model model;
            Path source;
            synchronized (this) {
                model = latest;
                source = latestSource;
                pending = null;
                pendingSince = null;
            }
            if (model != null) {
                write(model, source);
            }
        }
    }

    private void write(Model model, Path source) {
        try {
            AtomicFiles.write(folder.resolve(MODEL_FILE), ModelFiles.toJson(model).getBytes(StandardCharsets.UTF_8));
            Properties info = new Properties();
            info.setProperty("source", source == null ? "" : source.toAbsolutePath().normalize().toString());
            info.setProperty("written", Instant.now().toString());
            StringWriter text = new StringWriter();
            info.store(text, "Tablewright autosave: the model below has unsaved changes");
            AtomicFiles.write(folder.resolve(INFO_FILE), text.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "could not write the recovery copy to " + folder, e);
        }
    }

    /**
     * The recovery copy left by a run that did not close cleanly, when it is worth offering: its
     * model file is gone or older than the copy, or it was never saved. Empty otherwise.
     */
    public Optional<Found> find() {
        Path modelFile = folder.resolve(MODEL_FILE);
        Path infoFile = folder.resolve(INFO_FILE);
        if (!Files.isRegularFile(modelFile) || !Files.isRegularFile(infoFile)) {
            return Optional.empty();
        }
        try {
            Properties info = new Properties();
            info.load(new StringReader(Files.readString(infoFile)));
            Instant written = Instant.parse(info.getProperty("written"));
            String sourceText = info.getProperty("source", "");
            Path source = sourceText.isEmpty() ? null : Path.of(sourceText);
            if (source != null && Files.isRegularFile(source)
                    && !Files.getLastModifiedTime(source).toInstant().isBefore(written)) {
                return Optional.empty(); // the file was saved after the copy: nothing to recover
            }
            return Optional.of(new Found(ModelFiles.read(modelFile).model(), source, written));
        } catch (Exception e) {
            LOG.log(Level.WARNING, "ignoring an unreadable recovery copy in " + folder, e);
            return Optional.empty();
        }
    }

    /** Removes the recovery copy. */
    public void discard() {
        synchronized (writeLock) {
            deleteFiles();
        }
    }

    private void deleteFiles() {
        for (String name : new String[] {MODEL_FILE, INFO_FILE}) {
            try {
                Files.deleteIfExists(folder.resolve(name));
                Files.deleteIfExists(AtomicFiles.backupOf(folder.resolve(name)));
            } catch (IOException e) {
                LOG.log(Level.WARNING, "could not remove " + folder.resolve(name), e);
            }
        }
    }

    private void cancelPending() {
        if (pending != null) {
            pending.cancel();
            pending = null;
        }
        pendingSince = null;
    }

    /** A clean close: stops autosaving and removes the copy. */
    @Override
    public void close() {
        synchronized (this) {
            cancelPending();
            latest = null;
            // a write under way finishes (it holds writeLock), then discard() removes it
        }
        discard();
    }
}
