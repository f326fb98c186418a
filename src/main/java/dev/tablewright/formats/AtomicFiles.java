package dev.tablewright.formats;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Replaces a file so that it is always either the old or the new content, even if the process is
 * killed or the machine loses power part way: the bytes go to a temporary file in the same folder
 * and are forced to disk, the previous file becomes {@code <name>.bak} (itself replaced in one
 * step, so it too is always whole), the temporary file is moved into place atomically, and the
 * folder is synced so the move itself is on disk.
 *
 * <p>A save that dies part way leaves a temporary file ({@code .<name>.<digits>.tmp}); the next
 * save of the same file deletes such files unless another save still holds them locked.
 *
 * <p>{@link #replace} is for a user's output file that a command was told to overwrite: instead of
 * one {@code .bak} it keeps every replaced version as a numbered backup ({@link NumberedBackups}).
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** What a save writes: streamed, so that a large output never has to be held in memory whole. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Saves {@code content}; the previous version, if any, becomes {@code <name>.bak}. */
    public static void write(Path target, byte[] content) throws IOException {
        write(target, out -> out.write(content), false);
    }

    /** Saves {@code content}; the previous version, if any, is kept as the next {@code <name>.~N~}. */
    public static void replace(Path target, Content content) throws IOException {
        write(target, content, true);
    }

    private static void write(Path target, Content content, boolean numbered) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        Files.createDirectories(folder);
        String name = absolute.getFileName().toString();
        deleteAbandonedTemporaries(folder, name);
        Path temp = Files.createTempFile(folder, "." + name + ".", ".tmp");
        Path backupTemp = null;
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                lockQuietly(channel); // tells another save's clean-up that this file is in use
                OutputStream stream = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
                content.writeTo(stream);
                stream.flush();
                channel.force(true);
            }
            if (Files.isRegularFile(absolute)) {
                copyPermissions(absolute, temp);
                if (numbered) {
                    NumberedBackups.keep(absolute);
                } else {
                    backupTemp = folder.resolve("." + name + "." + UUID.randomUUID() + ".tmp");
                    keepBackup(absolute, backupTemp);
                }
            }
            moveAtomically(temp, absolute);
            syncFolder(folder);
        } finally {
            Files.deleteIfExists(temp);
            if (backupTemp != null) {
                Files.deleteIfExists(backupTemp);
            }
        }
    }

    /**
     * A scratch file beside {@code target}, for output gathered before it can be written (the rows
     * of a streamed CSV, whose columns are known only at the end), deleted when the channel is
     * closed ({@code DELETE_ON_CLOSE}: on Linux and macOS the name is removed at once, so even a
     * killed process leaves nothing). Where the name stays while open, it is named and locked as a
     * save's temporary file: a save of {@code target} leaves it alone while it is in use, and the
     * next one deletes it if this process died.
     */
    public static FileChannel scratch(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        Files.createDirectories(folder);
        Path file = Files.createTempFile(folder, "." + absolute.getFileName() + ".", ".tmp");
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
                StandardOpenOption.DELETE_ON_CLOSE);
        lockQuietly(channel);
        return channel;
    }

    /** Where the previous version of a file is kept. */
    public static Path backupOf(Path target) {
        return target.resolveSibling(target.getFileName() + ".bak");
    }

    /** The temporary files saves of {@code target} left behind (a save killed part way leaves one). */
    public static List<Path> temporaries(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        return temporaries(absolute.getParent(), absolute.getFileName().toString());
    }

    private static List<Path> temporaries(Path folder, String name) throws IOException {
        List<Path> found = new ArrayList<>();
        String prefix = "." + name + ".";
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, p -> {
            String file = p.getFileName().toString();
            return file.startsWith(prefix) && file.endsWith(".tmp");
        })) {
            entries.forEach(found::add);
        }
        return found;
    }

    /**
     * The previous version becomes {@code .bak} in one atomic step: a hard link to it (no copy) or,
     * where links are not supported, a forced copy, is moved over the old backup.
     */
    private static void keepBackup(Path current, Path backupTemp) throws IOException {
        try {
            Files.createLink(backupTemp, current);
        } catch (UnsupportedOperationException | FileSystemException e) {
            Files.copy(current, backupTemp, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            try (FileChannel channel = FileChannel.open(backupTemp, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
        }
        moveAtomically(backupTemp, backupOf(current));
    }

    private static void moveAtomically(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Deletes temporary files of earlier saves that died; a file another save has locked is left alone. */
    private static void deleteAbandonedTemporaries(Path folder, String name) {
        try {
            for (Path temp : temporaries(folder, name)) {
                boolean abandoned;
                try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                    FileLock lock = channel.tryLock();
                    abandoned = lock != null;
                } catch (OverlappingFileLockException | IOException e) {
                    abandoned = false; // in use by a save in this process, or gone already
                }
                if (abandoned) {
                    Files.deleteIfExists(temp);
                }
            }
        } catch (IOException e) {
            // clean-up is a courtesy: the save itself must not fail for it
        }
    }

    private static void lockQuietly(FileChannel channel) {
        try {
            channel.tryLock();
        } catch (IOException | OverlappingFileLockException | UnsupportedOperationException e) {
            // a file system without locks: clean-up may then take this file, and this save reports it
        }
    }

    private static void copyPermissions(Path from, Path to) {
        try {
            Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
        } catch (UnsupportedOperationException | IOException e) {
            // not a POSIX file system: the default permissions stay
        }
    }

    /** Forces the folder's entries (the rename) to disk; not possible on every platform, e.g. Windows. */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // the rename is still atomic; only its durability across a power cut is left to the OS
        }
    }
}
