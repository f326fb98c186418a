package dev.tablewright.dynamo;

import dev.tablewright.diff.Change;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.migrate.ItemChecksum;
import dev.tablewright.migrate.ItemTransform;
import dev.tablewright.migrate.MigrationPlan;
import dev.tablewright.migrate.MigrationStep;
import dev.tablewright.migrate.StepKind;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Table;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Runs a migration plan on a connection, step by step, as {@code migrate --apply} and the Deploy tab
 * do: each step is skipped when the checkpoint or the live table says it is done (so a run resumes
 * after a cancel or a kill), asked about first when the connection is not local, refused when it
 * would delete a table or index that holds items without {@code allowDelete}, and followed by a wait
 * until the table and its indexes are ACTIVE.
 */
public final class MigrationRunner {
    private final OpenConnection connection;
    private final DynamoDbClient client;
    private final LiveSteps live;

    public MigrationRunner(OpenConnection connection) {
        this.connection = connection;
        this.client = connection.client();
        this.live = new LiveSteps(connection);
    }

    /**
     * @param allowDelete whether a step may delete a table or an index that holds items
     * @param checkpoint the file that keeps the run's progress
     * @param pageSize items per Scan page of a copy (a checkpoint after each page)
     */
    public record Options(boolean allowDelete, Path checkpoint, int pageSize) {
    }

    /** What a run did: steps it ran, steps found done, items copied and the copies' checks. */
    public record Result(List<Integer> ran, List<Integer> skipped, long itemsCopied, List<String> checks) {
    }

    /** Whether requests go to this machine: the embedded DynamoDB Local, its server, or a loopback endpoint. */
    public static boolean isLocal(Connection connection) {
        if (connection instanceof Connection.Endpoint endpoint) {
            return isLoopback(endpoint.url());
        }
        if (connection instanceof Connection.AwsProfile profile) {
            return profile.endpointOverride() != null && isLoopback(profile.endpointOverride());
        }
        return true; // the embedded DynamoDB Local or its server on this machine
    }

    private static boolean isLoopback(URI url) {
        String host = url.getHost();
        if (host == null) {
            return false;
        }
        if (host.equalsIgnoreCase("localhost")) {
            return true;
        }
        try {
            return (host.matches("[0-9.]+") || host.contains(":")) && InetAddress.getByName(host).isLoopbackAddress();
        } catch (IOException e) {
            return false;
        }
    }

    public Result run(MigrationPlan plan, Model before, Model after, Options options, Predicate<MigrationStep> confirm,
                      DeployListener listener, CancelToken cancel) throws IOException {
        if (!plan.blockers().isEmpty()) {
            throw MigrationException.refused("the plan cannot be applied: " + String.join("; ", plan.blockers())
                    + "; nothing was changed");
        }
        preflight(plan, before);
        MigrationCheckpoint checkpoint = MigrationCheckpoint.open(options.checkpoint(), plan);
        boolean local = isLocal(connection.connection());
        List<Integer> ran = new ArrayList<>();
        List<Integer> skipped = new ArrayList<>();
        List<String> checks = new ArrayList<>();
        long copied = 0;
        for (MigrationStep step : plan.steps()) {
            if (checkpoint.isDone(step.number())) {
                skipped.add(step.number());
                continue;
            }
            if (cancel.isCancelled()) {
                throw new MigrationException("cancelled before step " + step.number() + "; run the same command "
                        + "again to resume", true);
            }
            String line = step.number() + "/" + plan.steps().size() + " " + step.kind().word() + ": " + step.description();
            if (!local && step.kind() != StepKind.KEEP_OLD_TABLE && !confirm.test(step)) {
                throw new MigrationException("step " + step.number() + " was not confirmed; steps before it are done, "
                        + "and the same command resumes from it", true);
            }
            listener.onStep(line);
            Table target = after.findTable(step.table()).orElse(null);
            boolean changed = switch (step.kind()) {
                case UPDATE_TABLE -> updateTable(step, target, listener, cancel);
                case DELETE_INDEX -> live.deleteIndex(step.table(), step.index(), options.allowDelete(), listener, cancel);
                case CREATE_INDEX -> live.createIndex(target, step.index(), listener, cancel);
                case CREATE_TABLE -> live.createTable(target, listener, cancel);
                case COPY_ITEMS -> {
                    copied += new TableCopier(connection, options.pageSize()).copy(step, target, checkpoint, listener,
                            cancel);
                    yield true;
                }
                case VERIFY_COUNTS -> {
                    checks.add(verify(step, target, options, checkpoint, cancel));
                    yield true;
                }
                case KEEP_OLD_TABLE -> {
                    listener.onStep("table " + step.table() + " is kept with its items");
                    yield true; // nothing to send, but the step is this run's, not found done
                }
                case DELETE_TABLE -> live.deleteTable(step.table(), options.allowDelete(), listener, cancel);
            };
            (changed ? ran : skipped).add(step.number());
            checkpoint.markDone(step.number());
        }
        checkpoint.finish();
        return new Result(ran, skipped, copied, checks);
    }

    /** Every table the plan changes in place, or copies from, is there before anything is sent. */
    private void preflight(MigrationPlan plan, Model before) {
        List<String> missing = new ArrayList<>();
        for (MigrationStep step : plan.steps()) {
            String needed = switch (step.kind()) {
                case UPDATE_TABLE, DELETE_INDEX, CREATE_INDEX -> step.table();
                case COPY_ITEMS -> step.source();
                default -> null;
            };
            if (needed != null && before.findTable(needed).isPresent() && live.describe(needed) == null
                    && !missing.contains(needed)) {
                missing.add(needed);
            }
        }
        if (!missing.isEmpty()) {
            throw MigrationException.refused("table " + String.join(", ", missing) + " is not on "
                    + connection.describe() + ": a migration goes from OLD as it is deployed (tablewright deploy OLD); "
                    + "nothing was changed");
        }
    }

    private boolean updateTable(MigrationStep step, Table target, DeployListener listener, CancelToken cancel) {
        TableDescription description = live.waitUntilActive(step.table(), listener, cancel);
        Table now = TableMapping.fromDescription(description, List.of())
                .withSettings(new SettingsDeployer(connection).read(description));
        Optional<Change> pending = ModelDiff.between(single(now), single(target)).changes().stream()
                .filter(c -> c.kind().equals(step.change()) && java.util.Objects.equals(c.index(), step.index()))
                .findFirst();
        if (pending.isEmpty()) {
            listener.onStep("table " + step.table() + ": " + step.change() + " is already as NEW");
            return false;
        }
        live.update(step.change(), step.index(), target, description, listener, cancel);
        return true;
    }

    private static Model single(Table table) {
        return new Model(table.name(), ModelMetadata.of(""), List.of(table.withItems(List.of()).withFacets(List.of())),
                List.of(), null);
    }

    private String verify(MigrationStep step, Table target, Options options, MigrationCheckpoint checkpoint,
                          CancelToken cancel) throws IOException {
        TableCopier copier = new TableCopier(connection, options.pageSize());
        ItemChecksum source = copier.checksum(step.source(), new ItemTransform(target), cancel);
        ItemChecksum copy = copier.checksum(target.name(), null, cancel);
        if (!source.matches(copy)) {
            checkpoint.reopen(step.number() - 1); // the copy step before it runs again
            throw MigrationException.refused("the copy of " + step.source() + " into " + target.name()
                    + " does not match: " + step.source() + " has " + source + ", " + target.name() + " has " + copy
                    + "; run the same command again to copy the rest (the old table is untouched)");
        }
        return target.name() + ": " + copy + ", the same as " + step.source();
    }
}
