package dev.tablewright.formats;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.tablewright.model.Model;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import java.util.zip.CRC32C;

/**
 * Reads NoSQL Workbench model files (formats 1.0, 2.0, 3.0, with or without Tablewright's
 * extension block) and writes format 3.0, atomically. See docs/model-format.md.
 */
public final class ModelFiles {
    private static final ObjectWriter PRETTY = new ObjectMapper().writer(
            new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n")));

    private ModelFiles() {
    }

    /** Reads a model file; where each JSON path starts is found again from the file when asked for. */
    public static LoadedModel read(Path file) throws ModelFileException {
        return read(file, ReadProgress.NONE);
    }

    /**
     * As {@link #read(Path)}, telling {@code progress} the first items of the first table as soon as
     * they are read, and how many items are read, on this thread.
     */
    public static LoadedModel read(Path file, ReadProgress progress) throws ModelFileException {
        if (Files.isDirectory(file)) {
            throw new ModelFileException(file, 0, 0, "", "is a folder, not a model file");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new ModelFileException(file, 0, 0, "", "no such file");
        } catch (AccessDeniedException e) {
            throw new ModelFileException(file, 0, 0, "", "permission denied");
        } catch (IOException e) {
            throw new ModelFileException(file, 0, 0, "", "cannot be read: " + e.getMessage());
        }
        long checksum = crc(bytes);
        requireUtf8(bytes, file);
        Supplier<String> again = () -> {
            try {
                byte[] reread = Files.readAllBytes(file);
                // a file changed since it was read would give wrong places: then none, messages keep their paths
                return crc(reread) == checksum ? utf8(reread, file) : null;
            } catch (IOException | ModelFileException e) {
                return null;
            }
        };
        int bom = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        PositionedJson.Result parsed;
        try {
            parsed = PositionedJson.parse(bytes, bom, bytes.length - bom, progress);
        } catch (PositionedJson.SyntaxError e) {
            // the exact place, counted in characters: parse the text
            return read(utf8(bytes, file), file, again);
        }
        bytes = null; // the bytes are not needed any more; let a big file's go before the model is built
        return read(parsed, file, again);
    }

    /** Checks the bytes are UTF-8 text, a block at a time; the first bad byte is reported as {@link #utf8} does. */
    private static void requireUtf8(byte[] bytes, Path file) throws ModelFileException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(1 << 16);
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isError()) {
                utf8(bytes, file); // reports it
                return;
            }
            if (result.isUnderflow()) {
                break;
            }
            out.clear();
        }
        out.clear();
        if (decoder.flush(out).isError()) {
            utf8(bytes, file);
        }
    }

    private static long crc(byte[] bytes) {
        CRC32C crc = new CRC32C();
        crc.update(bytes);
        return crc.getValue() ^ ((long) bytes.length << 32);
    }

    /** The bytes as UTF-8 text; the first byte that is not UTF-8 is reported with its line and column. */
    private static String utf8(byte[] bytes, Path file) throws ModelFileException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 8, (long) bytes.length + 1));
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int at = in.position();
            int line = 1;
            int column = 1;
            for (int i = 0; i < at; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    column = 1;
                } else if ((bytes[i] & 0xC0) != 0x80) {
                    column++; // count characters, not the continuation bytes inside them
                }
            }
            throw new ModelFileException(file, line, column, "", String.format(
                    "is not UTF-8 text: byte 0x%02X here is not valid UTF-8 (save the file as UTF-8)", bytes[at] & 0xFF));
        }
        out.flip();
        return out.toString();
    }

    /** Reads model JSON; {@code file} names it in messages and in the result. */
    public static LoadedModel read(String json, Path file) throws ModelFileException {
        return read(json, file, () -> json);
    }

    /**
     * Reads model JSON without recording positions; {@code again} gives the same text back (or null)
     * when a position is needed: for a message now, or later from the result.
     */
    private static LoadedModel read(String json, Path file, Supplier<String> again) throws ModelFileException {
        PositionedJson.Result parsed;
        try {
            parsed = PositionedJson.parse(withoutBom(json), false);
        } catch (PositionedJson.SyntaxError e) {
            throw new ModelFileException(file, e.line, e.column, e.path, e.getMessage());
        }
        return read(parsed, file, again);
    }

    private static LoadedModel read(PositionedJson.Result parsed, Path file, Supplier<String> again)
            throws ModelFileException {
        Model model;
        try {
            model = WorkbenchReader.read(new JsonCursor(parsed.root(), ""));
        } catch (JsonCursor.ReadError e) {
            String json = again.get();
            LoadedModel locator = new LoadedModel(null, file, json == null ? Map.of() : positions(json));
            Position at = locator.positionOf(e.path).orElse(new Position(1, 1));
            throw new ModelFileException(file, at.line(), at.column(), e.path, e.reason);
        } catch (IllegalArgumentException e) {
            throw new ModelFileException(file, 1, 1, "", e.getMessage());
        }
        return LoadedModel.withPositionsFrom(model, file, () -> {
            String text = again.get();
            return text == null ? Map.of() : outsideItemValues(positions(text));
        });
    }

    private static String withoutBom(String json) {
        return json.startsWith("\uFEFF") ? json.substring(1) : json;
    }

    /** Every JSON path's position in text that has been parsed once already (else none). */
    private static Map<String, Position> positions(String json) {
        try {
            return PositionedJson.parse(withoutBom(json), true).positions();
        } catch (PositionedJson.SyntaxError e) {
            return Map.of();
        }
    }

    /** Writes the model as format 3.0 JSON: to a temporary file in the same folder, then moved into place. */
    public static void write(Model model, Path file) throws IOException {
        AtomicFiles.write(file, toJson(model).getBytes(StandardCharsets.UTF_8));
    }

    /** The model as format 3.0 JSON text, pretty-printed with two-space indents and a final newline. */
    public static String toJson(Model model) {
        try {
            return escapeLoneSurrogates(PRETTY.writeValueAsString(WorkbenchWriter.write(model))) + "\n";
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A lone surrogate (text DynamoDB refuses, which {@code validate} reports) has no UTF-8 form: encoding
     * would turn it into "?". Written as a JSON escape (backslash, u, D800) instead, it reads back as it was.
     * It can only stand inside a JSON string, where an escape is valid.
     */
    static String escapeLoneSurrogates(String json) {
        StringBuilder out = null;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            boolean paired = Character.isHighSurrogate(c) && i + 1 < json.length()
                    && Character.isLowSurrogate(json.charAt(i + 1));
            if (paired) {
                if (out != null) {
                    out.append(c).append(json.charAt(i + 1));
                }
                i++;
            } else if (Character.isSurrogate(c)) {
                if (out == null) {
                    out = new StringBuilder(json.length() + 16).append(json, 0, i);
                }
                out.append(String.format("\\u%04x", (int) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? json : out.toString();
    }

    /**
     * Keeps positions down to each item's attributes, not inside their values: enough to point at
     * any finding, without holding millions of entries for a large model.
     */
    private static Map<String, Position> outsideItemValues(Map<String, Position> all) {
        Map<String, Position> kept = new HashMap<>();
        all.forEach((path, position) -> {
            int data = path.lastIndexOf("TableData[");
            if (data < 0) {
                kept.put(path, position);
                return;
            }
            int close = path.indexOf(']', data);
            String rest = path.substring(close + 1);
            if (rest.isEmpty() || (rest.startsWith(".") && rest.indexOf('.', 1) < 0 && rest.indexOf('[') < 0)) {
                kept.put(path, position);
            }
        });
        return kept;
    }
}
