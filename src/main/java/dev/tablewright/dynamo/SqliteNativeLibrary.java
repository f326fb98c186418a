package dev.tablewright.dynamo;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.CRC32;
import software.amazon.dynamodb.services.local.shared.access.sqlite.SQLiteLibraryLoaderUtil;

/**
 * DynamoDB Local's sqlite4java native library from one copy in the app's data folder. Left alone,
 * Local writes a new copy to the temporary folder in every process ({@code sqlite-392-<uuid>-
 * libsqlite4java.so}) and deletes it only at a clean exit, so every killed process left one. Local
 * loads {@code org.sqlite.lib.path}/{@code org.sqlite.lib.name} first when that file exists: the
 * copy is written there once (named by its checksum, so another Local version gets its own), and
 * the copies earlier processes left in the temporary folder are deleted.
 */
final class SqliteNativeLibrary {
    static final String PATH_PROPERTY = "org.sqlite.lib.path";
    static final String NAME_PROPERTY = "org.sqlite.lib.name";
    private static final String RESOURCES = "/software/amazon/dynamodb/services/local/shared/access/sqlite/native/";
    /** A copy younger than this may belong to a process that is starting now: it stays. */
    static final Duration STALE_AFTER = Duration.ofMinutes(2);
    private static boolean prepared;

    private SqliteNativeLibrary() {
    }

    /** Once per process, before DynamoDB Local starts; a failure leaves Local to its own way. */
    static synchronized void prepare() {
        if (prepared) {
            return;
        }
        prepared = true;
        String name = SQLiteLibraryLoaderUtil.getNativeLibName();
        deleteStaleCopies(Path.of(System.getProperty("java.io.tmpdir")), name, Instant.now());
        if (System.getProperty(PATH_PROPERTY) != null) {
            return; // chosen by whoever started us
        }
        String resource = RESOURCES + SQLiteLibraryLoaderUtil.getNativeLibFolderPathForCurrentOS() + "/" + name;
        try (InputStream in = SQLiteLibraryLoaderUtil.class.getResourceAsStream(resource)) {
            if (in == null) {
                return;
            }
            Path file = install(in.readAllBytes(), AppDirs.dataDir().resolve("native"), name);
            System.setProperty(PATH_PROPERTY, file.getParent().toString());
            System.setProperty(NAME_PROPERTY, file.getFileName().toString());
        } catch (IOException | RuntimeException e) {
            // Local then extracts its own temporary copy, as before
        }
    }

    /** The library as {@code folder/<checksum>-name}, written (atomically) only when not there yet. */
    static Path install(byte[] library, Path folder, String name) throws IOException {
        CRC32 crc = new CRC32();
        crc.update(library);
        Path file = folder.resolve(HexFormat.of().toHexDigits((int) crc.getValue()) + "-" + name);
        if (Files.exists(file) && Arrays.equals(Files.readAllBytes(file), library)) {
            return file;
        }
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, "." + name, ".tmp");
        try {
            Files.write(temporary, library);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
        return file;
    }

    /** Deletes Local's copies ({@code sqlite-*-name}) in {@code tempDir} older than {@link #STALE_AFTER}; returns them. */
    static List<Path> deleteStaleCopies(Path tempDir, String name, Instant now) {
        List<Path> deleted = new ArrayList<>();
        try (DirectoryStream<Path> copies = Files.newDirectoryStream(tempDir, "sqlite-*-" + name)) {
            for (Path copy : copies) {
                try {
                    if (Files.getLastModifiedTime(copy).toInstant().isBefore(now.minus(STALE_AFTER))
                            && Files.deleteIfExists(copy)) {
                        deleted.add(copy); // a process still using it keeps its mapping (Linux, macOS)
                    }
                } catch (IOException inUse) {
                    // Windows keeps a loaded DLL: the next start tries again
                }
            }
        } catch (IOException e) {
            // no temporary folder to tidy
        }
        return deleted;
    }
}
