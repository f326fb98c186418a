package dev.tablewright.formats;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Backups numbered as GNU {@code cp --backup=numbered} numbers them: {@code FILE.~1~}, {@code FILE.~2~},
 * ... each new one a number above the highest there is, so an older backup is never replaced.
 */
public final class NumberedBackups {
    private static final Pattern NUMBER = Pattern.compile("\\.~([1-9][0-9]{0,8})~");

    private NumberedBackups() {
    }

    /** Keeps the current content of {@code file} as its next numbered backup and returns where. */
    public static Path keep(Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        int next = highest(absolute) + 1;
        while (true) {
            Path backup = backupOf(absolute, next);
            try {
                link(absolute, backup);
                return backup;
            } catch (FileAlreadyExistsException e) {
                next++; // another save took this number meanwhile
            }
        }
    }

    /** The numbered backups of {@code file}, oldest first. */
    public static List<Path> of(Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        String prefix = absolute.getFileName().toString();
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(absolute.getParent(),
                p -> number(prefix, p) > 0)) {
            entries.forEach(found::add);
        }
        found.sort(Comparator.comparingInt(p -> number(prefix, p)));
        return found;
    }

    /** Where backup number {@code n} of {@code file} goes. */
    public static Path backupOf(Path file, int n) {
        return file.resolveSibling(file.getFileName() + ".~" + n + "~");
    }

    private static int highest(Path absolute) throws IOException {
        List<Path> all = of(absolute);
        return all.isEmpty() ? 0 : number(absolute.getFileName().toString(), all.get(all.size() - 1));
    }

    private static int number(String name, Path candidate) {
        String file = candidate.getFileName().toString();
        if (!file.startsWith(name)) {
            return 0;
        }
        Matcher m = NUMBER.matcher(file.substring(name.length()));
        return m.matches() ? Integer.parseInt(m.group(1)) : 0;
    }

    /** A hard link (no copy, and it fails rather than replace); else a forced copy moved into a free name. */
    private static void link(Path current, Path backup) throws IOException {
        try {
            Files.createLink(backup, current);
            return;
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (UnsupportedOperationException | FileSystemException e) {
            // no hard links here: copy instead
        }
        Path temp = current.resolveSibling("." + current.getFileName() + "." + UUID.randomUUID() + ".tmp");
        try {
            Files.copy(current, temp, StandardCopyOption.COPY_ATTRIBUTES);
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            Files.move(temp, backup); // no REPLACE_EXISTING: an existing backup is never replaced
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
