package dev.tablewright.dynamo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.NameMappingJson;
import dev.tablewright.model.NameMapping;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Named connections saved in {@code connections.json} of the config folder. Only what a
 * {@link Connection} holds is written: kinds, URLs, regions, profile names, folders; never a key,
 * secret or token (connections do not hold any). A connection may carry a {@link NameMapping}
 * ({@code "Mapping"}, see docs/mapping.md) for running a model against live tables whose names
 * differ; files written before mappings existed load with none.
 */
public final class ConnectionStore {
    public static final String FILE_NAME = "connections.json";
    /**
     * Made when a connections file is first read or written, not with the class: the window makes
     * its store before its first frame, and an ObjectMapper's start took about 40 ms of that.
     */
    private static final class Mapper {
        static final ObjectMapper JSON = new ObjectMapper();
    }

    private final Path file;

    public ConnectionStore(Path configDir) {
        this.file = configDir.resolve(FILE_NAME);
    }

    /** The store in {@link AppDirs#configDir()}. */
    public static ConnectionStore inConfigDir() {
        return new ConnectionStore(AppDirs.configDir());
    }

    public Path file() {
        return file;
    }

    /** The saved connections by name, in the order saved; empty when there is no file yet. */
    public Map<String, Connection> load() throws IOException {
        if (!Files.exists(file)) {
            return Map.of();
        }
        JsonNode root = Mapper.JSON.readTree(file.toFile());
        Map<String, Connection> out = new LinkedHashMap<>();
        for (JsonNode node : root.path("Connections")) {
            out.put(node.path("Name").asText(), fromJson(node));
        }
        return Collections.unmodifiableMap(out);
    }

    /** Saves a connection under its name; a mapping saved with that name stays. */
    public void save(String name, Connection connection) throws IOException {
        Map<String, Connection> all = new LinkedHashMap<>(load());
        all.put(name, connection);
        write(all, mappings(), readOnly());
    }

    public void remove(String name) throws IOException {
        Map<String, Connection> all = new LinkedHashMap<>(load());
        if (all.remove(name) != null) {
            Map<String, NameMapping> mappings = new LinkedHashMap<>(mappings());
            mappings.remove(name);
            java.util.Set<String> flags = new java.util.HashSet<>(readOnly());
            flags.remove(name);
            write(all, mappings, flags);
        }
    }

    /** The name mapping saved with a connection; the identity when it has none. */
    public NameMapping mapping(String name) throws IOException {
        return mappings().getOrDefault(name, NameMapping.identity());
    }

    /** Saves a mapping with a saved connection, replacing its last one. */
    public void saveMapping(String name, NameMapping mapping) throws IOException {
        Map<String, Connection> all = load();
        if (!all.containsKey(name)) {
            throw new IOException("there is no saved connection '" + name + "' to keep the mapping with");
        }
        Map<String, NameMapping> mappings = new LinkedHashMap<>(mappings());
        mappings.put(name, mapping);
        write(all, mappings, readOnly());
    }

    private Map<String, NameMapping> mappings() throws IOException {
        if (!Files.exists(file)) {
            return Map.of();
        }
        Map<String, NameMapping> out = new LinkedHashMap<>();
        for (JsonNode node : Mapper.JSON.readTree(file.toFile()).path("Connections")) {
            if (node.has("Mapping")) {
                try {
                    out.put(node.path("Name").asText(), NameMappingJson.read(node.get("Mapping")));
                } catch (IllegalArgumentException e) {
                    throw new IOException(file + ": connection '" + node.path("Name").asText() + "', Mapping."
                            + e.getMessage());
                }
            }
        }
        return out;
    }

    /** The names of the connections saved as read-only: the Tables workspace refuses every write on them. */
    public java.util.Set<String> readOnly() throws IOException {
        if (!Files.exists(file)) {
            return java.util.Set.of();
        }
        java.util.Set<String> names = new java.util.LinkedHashSet<>();
        for (JsonNode node : Mapper.JSON.readTree(file.toFile()).path("Connections")) {
            if (node.path("ReadOnly").asBoolean(false)) {
                names.add(node.path("Name").asText());
            }
        }
        return names;
    }

    /** Saves whether the connection {@code name} is read-only; an unknown name is an error. */
    public void setReadOnly(String name, boolean readOnly) throws IOException {
        Map<String, Connection> all = load();
        if (!all.containsKey(name)) {
            throw new IOException("no saved connection named '" + name + "' in " + file);
        }
        java.util.Set<String> flags = new java.util.HashSet<>(readOnly());
        if (readOnly) {
            flags.add(name);
        } else {
            flags.remove(name);
        }
        write(all, mappings(), flags);
    }

    private void write(Map<String, Connection> all, Map<String, NameMapping> mappings,
                       java.util.Set<String> readOnly) throws IOException {
        ObjectNode root = Mapper.JSON.createObjectNode();
        root.put("FormatVersion", 1);
        ArrayNode list = root.putArray("Connections");
        all.forEach((name, connection) -> {
            ObjectNode node = list.addObject();
            node.put("Name", name);
            toJson(connection, node);
            NameMapping mapping = mappings.get(name);
            if (mapping != null && !mapping.isIdentity()) {
                node.set("Mapping", NameMappingJson.write(mapping));
            }
            if (readOnly.contains(name)) {
                node.put("ReadOnly", true);
            }
        });
        Files.createDirectories(file.getParent());
        Path temp = Files.createTempFile(file.getParent(), "connections", ".tmp");
        try {
            Mapper.JSON.writerWithDefaultPrettyPrinter().writeValue(temp.toFile(), root);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    static void toJson(Connection connection, ObjectNode node) {
        if (connection instanceof Connection.Embedded e) {
            node.put("Kind", "Embedded");
            putIfPresent(node, "DataDir", e.dataDir());
        } else if (connection instanceof Connection.LocalServer s) {
            node.put("Kind", "LocalServer");
            node.put("Port", s.port());
            putIfPresent(node, "DataDir", s.dataDir());
        } else if (connection instanceof Connection.Endpoint ep) {
            node.put("Kind", "Endpoint");
            node.put("Url", ep.url().toString());
            node.put("Region", ep.region());
            putIfPresent(node, "Profile", ep.profile());
        } else if (connection instanceof Connection.AwsProfile p) {
            node.put("Kind", "AwsProfile");
            putIfPresent(node, "Profile", p.profile());
            putIfPresent(node, "Region", p.region());
            putIfPresent(node, "EndpointOverride", p.endpointOverride());
        }
    }

    private static void putIfPresent(ObjectNode node, String key, Object value) {
        if (value != null) {
            node.put(key, value.toString());
        }
    }

    static Connection fromJson(JsonNode node) throws IOException {
        String kind = node.path("Kind").asText();
        return switch (kind) {
            case "Embedded" -> new Connection.Embedded(path(node, "DataDir"));
            case "LocalServer" -> new Connection.LocalServer(node.path("Port").asInt(0), path(node, "DataDir"));
            case "Endpoint" -> new Connection.Endpoint(URI.create(node.path("Url").asText()),
                    text(node, "Region"), text(node, "Profile"));
            case "AwsProfile" -> new Connection.AwsProfile(text(node, "Profile"), text(node, "Region"),
                    node.hasNonNull("EndpointOverride") ? URI.create(node.get("EndpointOverride").asText()) : null);
            default -> throw new IOException("connection '" + node.path("Name").asText() + "' has unknown kind '" + kind + "'");
        };
    }

    private static String text(JsonNode node, String key) {
        return node.hasNonNull(key) ? node.get(key).asText() : null;
    }

    private static Path path(JsonNode node, String key) {
        return node.hasNonNull(key) ? Path.of(node.get(key).asText()) : null;
    }
}
