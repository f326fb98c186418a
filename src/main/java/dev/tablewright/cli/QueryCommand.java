package dev.tablewright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DynamoPatternTarget;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.formats.RequestJson;
import dev.tablewright.engine.request.Response;
import dev.tablewright.patterns.ShardResult;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code query}: runs an access pattern, an ad-hoc Query (the AWS CLI's options), or a file of
 * requests, on the in-memory engine or against DynamoDB; answers in the DynamoDB API's shape.
 */
@Command(name = "query", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Run an access pattern, an ad-hoc Query, or a file of requests.",
                "Engines: memory (default; the model's items in memory), embedded (deploys the model into "
                        + "DynamoDB Local inside this process first), endpoint=URL, profile=NAME (tables must exist).",
                "Why memory and not embedded, the window's default: each query is a new process, and embedded "
                        + "starts DynamoDB Local and loads the model every time (about 3x slower: 11.7 s against "
                        + "3.9 s for hr-oe's pattern 1), while the window starts it once and keeps it. Both give "
                        + "the same answers; mvn verify compares them request by request."})
public final class QueryCommand extends Verb {
    @Mixin
    ModelFile model;

    @Parameters(index = "1", arity = "0..1", paramLabel = "PATTERN",
            description = "an access pattern's name or number (1 = the first)")
    String pattern;

    @Option(names = "--param", paramLabel = "NAME=VALUE", description = "a pattern parameter (else its default)")
    Map<String, String> params = new LinkedHashMap<>();

    @Mixin
    ConnectionOptions target;

    @Mixin
    AdHocQuery adHoc;

    @Option(names = "--requests", paramLabel = "FILE.jsonl",
            description = "one request per line in the DynamoDB API's JSON (with an Operation field); one response per line")
    Path requests;

    @Option(names = "--max-pages", defaultValue = "100", paramLabel = "N",
            description = "pages read per request at most against DynamoDB (default: ${DEFAULT-VALUE})")
    int maxPages;

    @Option(names = "--json", description = "print the response in the DynamoDB API's JSON shape") boolean json;
    @Option(names = "--mapping", paramLabel = "FILE.json",
            description = "the live names of the model's tables, indexes and attributes (docs/mapping.md); "
                    + "without PATTERN runs every pattern, each after its verdict")
    Path mapping;

    @Option(names = "--check", description = "print only each pattern's verdict on the connection's tables; "
            + "exit 1 if any cannot run")
    boolean check;

    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public Integer call() throws Exception {
        if (mapping != null || check) {
            return new MappedRun(this).call();
        }
        int forms = (pattern != null ? 1 : 0) + (adHoc.table != null ? 1 : 0) + (requests != null ? 1 : 0);
        if (forms != 1) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "give exactly one of: a PATTERN, --table with --key-condition-expression, or --requests FILE");
        }
        if (maxPages < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--max-pages must be at least 1, was " + maxPages);
        }
        if (adHoc.table != null && adHoc.keyCondition == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--table needs --key-condition-expression");
        }
        Model loaded = model.readValid("nothing was run");
        Connection connection = target.toConnectionOrMemory();
        return ConnectionOptions.run(connection, () -> {
            try (PatternTarget on = DynamoPatternTarget.open(connection, maxPages)) {
                PrintWriter out = spec.commandLine().getOut();
                if (requests != null) {
                    runRequests(request -> on.execute(loaded, request), out);
                } else if (pattern != null) {
                    runPattern(loaded, on, out);
                } else {
                    print(out, on.execute(loaded, adHoc.request()), null);
                }
                out.flush();
                return TablewrightCommand.OK;
            }
        });
    }

    private void runPattern(Model loaded, PatternTarget on, PrintWriter out) throws Exception {
        runPattern(loaded, find(loaded), on, out);
    }

    /** Runs one pattern with the --param values and prints its items, counts and shards. */
    void runPattern(Model loaded, AccessPattern chosen, PatternTarget on, PrintWriter out) throws Exception {
        BoundPattern bound = PatternBinder.bind(loaded, chosen, params);
        if (bound.isTransaction()) {
            TransactionOutput.print(out, chosen, bound, () -> on.run(loaded, bound).result(), json);
            return;
        }
        PatternRun run = on.run(loaded, bound);
        PatternResult result = run.result();
        List<PatternRun.RequestTiming> timings = run.requests();
        ReadResult merged = new ReadResult(result.items(), result.count(), result.scannedCount(), null,
                result.consumedCapacity());
        ArrayNode shards = null;
        if (bound.fannedOut()) {
            shards = mapper.createArrayNode();
            for (int i = 0; i < result.shards().size(); i++) {
                ShardResult shard = result.shards().get(i);
                ObjectNode s = RequestJson.write(shard.response());
                s.remove("Items");
                s.put("Shard", shard.shard());
                if (i < timings.size()) {
                    s.put("LatencyMillis", Math.round(timings.get(i).millis() * 100) / 100.0);
                    s.put("Pages", timings.get(i).pages());
                }
                shards.add(s);
            }
        }
        print(out, merged, shards);
    }

    AccessPattern find(Model loaded) {
        return findPattern(model.path(), loaded, pattern);
    }

    /** The access pattern named {@code pattern}, or numbered (1 = the first); shared with {@code codegen}. */
    static AccessPattern findPattern(Path model, Model loaded, String pattern) {
        List<AccessPattern> all = loaded.accessPatterns();
        if (pattern.matches("\\d+")) {
            int n = Integer.parseInt(pattern);
            if (n >= 1 && n <= all.size()) {
                return all.get(n - 1);
            }
        }
        return loaded.findPattern(pattern).orElseThrow(() -> new IllegalArgumentException(model
                + ": no access pattern '" + pattern + "' (there are " + all.size() + "; name one or give its number)"));
    }

    private void runRequests(Function<Request, Response> executor, PrintWriter out) throws Exception {
        UserTextFiles.eachLine(requests, (line, text) -> {
            if (text.isBlank()) {
                return;
            }
            JsonNode node;
            Request request;
            try {
                node = mapper.readTree(text);
                request = RequestJson.read(node);
            } catch (Exception e) {
                throw new IllegalArgumentException(requests + ":" + line + ": " + e.getMessage());
            }
            try {
                out.println(mapper.writeValueAsString(RequestJson.write(executor.apply(request))));
            } catch (RequestException e) {
                out.println(mapper.writeValueAsString(RequestJson.write(e)));
            }
        });
    }

    private void print(PrintWriter out, Response response, ArrayNode shards) throws Exception {
        ObjectNode node = RequestJson.write(response);
        if (shards != null) {
            node.set("Shards", shards);
        }
        if (json) {
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(node));
            return;
        }
        if (response instanceof ReadResult r) {
            r.itemsOrEmpty().forEach(item -> out.println(DynamoJson.write(item)));
            out.printf("Count: %d, ScannedCount: %d%s%s%n", r.count(), r.scannedCount(),
                    r.consumedCapacity() == null ? "" : String.format(", ConsumedCapacity: %s units",
                            trim(r.consumedCapacity().capacityUnits())),
                    r.lastEvaluatedKey() == null ? "" : ", LastEvaluatedKey: " + DynamoJson.write(r.lastEvaluatedKey()));
            if (shards != null) {
                out.printf("%d shards:%n", shards.size());
                shards.forEach(s -> out.printf("  shard %s: Count %s%s%n", s.get("Shard"), s.get("Count"),
                        s.has("LatencyMillis") ? ", " + s.get("LatencyMillis") + " ms" : ""));
            }
        } else {
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(node));
        }
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
