package dev.tablewright.dynamo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.migrate.MigrationPlan;
import dev.tablewright.migrate.MigrationStep;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A migration's progress on disk, so a run cancelled or killed resumes where it stopped: the plan it
 * belongs to (a hash of its steps), the steps done, and for a copy under way the items written and
 * the Scan's last evaluated key. Saved by writing a temporary file and moving it over the old one,
 * so a kill leaves the previous checkpoint or the new one, never half of one. It holds table and
 * key values only, no credentials.
 */
final class MigrationCheckpoint {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final String plan;
    private final Set<Integer> done = new TreeSet<>();
    private int copyStep;
    private long copied;
    private Map<String, AttributeValue> lastKey;

    private MigrationCheckpoint(Path file, String plan) {
        this.file = file;
        this.plan = plan;
    }

    /** The checkpoint of this plan at {@code file}: read when there is one, else empty. */
    static MigrationCheckpoint open(Path file, MigrationPlan migration) throws IOException {
        MigrationCheckpoint checkpoint = new MigrationCheckpoint(file, fingerprint(migration));
        if (!Files.exists(file)) {
            return checkpoint;
        }
        JsonNode root;
        try {
            root = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new IOException(file + ": not a migration checkpoint (" + e.getMessage() + "); delete it to start over");
        }
        if (!checkpoint.plan.equals(root.path("plan").asText())) {
            throw new IOException(file + ": the checkpoint of another plan; delete it, or give --checkpoint another "
                    + "file, to run this one");
        }
        root.path("done").forEach(n -> checkpoint.done.add(n.asInt()));
        JsonNode copy = root.path("copy");
        if (copy.isObject()) {
            checkpoint.copyStep = copy.path("step").asInt();
            checkpoint.copied = copy.path("copied").asLong();
            checkpoint.lastKey = key(copy.path("lastKey"));
        }
        return checkpoint;
    }

    boolean isDone(int step) {
        return done.contains(step);
    }

    void markDone(int step) throws IOException {
        done.add(step);
        if (copyStep == step) {
            copyStep = 0;
            copied = 0;
            lastKey = null;
        }
        save();
    }

    /** Marks a step to run again (a copy whose check failed), from its start. */
    void reopen(int step) throws IOException {
        done.remove(step);
        if (copyStep == step) {
            copyStep = 0;
            copied = 0;
            lastKey = null;
        }
        save();
    }

    /** Items written so far by the copy of {@code step} (0 when it has not started). */
    long copied(int step) {
        return copyStep == step ? copied : 0;
    }

    /** Where the copy of {@code step} resumes its Scan, or null from the start. */
    Map<String, AttributeValue> lastKey(int step) {
        return copyStep == step ? lastKey : null;
    }

    void copyProgress(int step, long itemsCopied, Map<String, AttributeValue> key) throws IOException {
        copyStep = step;
        copied = itemsCopied;
        lastKey = key;
        save();
    }

    /** Removes the file once the whole plan has run. */
    void finish() throws IOException {
        Files.deleteIfExists(file);
    }

    private void save() throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("plan", plan);
        done.forEach(root.withArray("done")::add);
        if (copyStep != 0) {
            ObjectNode copy = root.putObject("copy");
            copy.put("step", copyStep);
            copy.put("copied", copied);
            if (lastKey != null) {
                ObjectNode key = copy.putObject("lastKey");
                lastKey.forEach((name, value) -> {
                    if (value.s() != null) {
                        key.putObject(name).put("S", value.s());
                    } else if (value.n() != null) {
                        key.putObject(name).put("N", value.n());
                    } else {
                        key.putObject(name).put("B", value.b().asByteArray());
                    }
                });
            }
        }
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path temporary = Files.createTempFile(parent, file.getFileName().toString(), ".tmp");
        Files.write(temporary, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root));
        try {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static Map<String, AttributeValue> key(JsonNode node) throws IOException {
        if (!node.isObject()) {
            return null;
        }
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        var fields = node.fields();
        while (fields.hasNext()) {
            var field = fields.next();
            JsonNode v = field.getValue();
            if (v.has("S")) {
                key.put(field.getKey(), AttributeValue.fromS(v.get("S").asText()));
            } else if (v.has("N")) {
                key.put(field.getKey(), AttributeValue.fromN(v.get("N").asText()));
            } else {
                key.put(field.getKey(), AttributeValue.fromB(SdkBytes.fromByteArray(v.get("B").binaryValue())));
            }
        }
        return key;
    }

    static String fingerprint(MigrationPlan plan) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (MigrationStep step : plan.steps()) {
                digest.update((step.number() + " " + step.kind() + " " + step.table() + " " + step.index() + " "
                        + step.change() + " " + step.source() + "\n").getBytes(StandardCharsets.UTF_8));
            }
            return HexFormat.of().formatHex(digest.digest(), 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
