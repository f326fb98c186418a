package dev.tablewright.formats.export;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.Item;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * Items in the layout DynamoDB's import from S3 reads with {@code InputFormat DYNAMODB_JSON} and
 * {@code InputCompressionType GZIP}: files {@code data-00000.json.gz}, {@code data-00001.json.gz},
 * ... in one folder, each line one item as {@code {"Item": {...DynamoDB JSON...}}}. A file is
 * closed and the next begun once its uncompressed text reaches {@code maxFileBytes}, so each file
 * stays about that size; nothing is held but the item being written (memory stays bounded
 * whatever the number of items). No manifest is needed: the import reads every object under the
 * prefix.
 */
public final class S3ImportWriter implements Closeable {
    /** The default bound on a file's uncompressed text: 256 MB. */
    public static final long DEFAULT_MAX_FILE_BYTES = 256L * 1024 * 1024;

    private final Path folder;
    private final long maxFileBytes;
    private final List<Path> files = new ArrayList<>();
    private Writer writer;
    private long fileBytes;
    private long count;

    /** Writes into {@code folder}, which must exist. */
    public S3ImportWriter(Path folder, long maxFileBytes) {
        if (maxFileBytes < 1) {
            throw new IllegalArgumentException("a file's size bound must be positive, was " + maxFileBytes);
        }
        this.folder = folder;
        this.maxFileBytes = maxFileBytes;
    }

    public void write(Item item) throws IOException {
        String line = "{\"Item\":" + DynamoJson.write(item) + "}\n";
        if (writer == null || fileBytes >= maxFileBytes) {
            next();
        }
        writer.write(line);
        fileBytes += line.getBytes(StandardCharsets.UTF_8).length;
        count++;
    }

    private void next() throws IOException {
        if (writer != null) {
            writer.close();
        }
        Path file = folder.resolve(String.format("data-%05d.json.gz", files.size()));
        OutputStream out = new GZIPOutputStream(Files.newOutputStream(file), 1 << 16);
        writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        files.add(file);
        fileBytes = 0;
    }

    /** Items written so far. */
    public long count() {
        return count;
    }

    /** The files written so far, in order. */
    public List<Path> files() {
        return List.copyOf(files);
    }

    @Override
    public void close() throws IOException {
        if (writer != null) {
            writer.close();
            writer = null;
        }
    }
}
