package dev.tablewright.dynamo;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * A migration's requests on live tables, each checked against the live table first so a step run
 * twice does nothing the second time: UpdateTable for settings and for one GSI at a time,
 * CreateTable, DeleteTable, and the waits until ACTIVE (or gone), which a cancel ends.
 */
final class LiveSteps {
    private static final Duration POLL = Duration.ofMillis(250);
    /** Timed-out DescribeTable calls in a row a wait accepts (each is the client's 10 s). */
    private static final int MAX_SILENCES = 60;

    private final OpenConnection connection;
    private final DynamoDbClient client;

    LiveSteps(OpenConnection connection) {
        this.connection = connection;
        this.client = connection.client();
    }

    TableDescription describe(String table) {
        try {
            return client.describeTable(b -> b.tableName(table)).table();
        } catch (ResourceNotFoundException e) {
            return null;
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "DescribeTable");
        }
    }

    boolean createTable(Table table, DeployListener listener, CancelToken cancel) {
        if (describe(table.name()) != null) {
            listener.onStep("table " + table.name() + " is there already");
            waitUntilActive(table.name(), listener, cancel);
            return false;
        }
        call("CreateTable", () -> client.createTable(TableMapping.toCreateTableRequest(table)));
        TableDescription active = waitUntilActive(table.name(), listener, cancel);
        new SettingsDeployer(connection).apply(table, active, listener);
        return true;
    }

    boolean deleteTable(String table, boolean allowDelete, DeployListener listener, CancelToken cancel) {
        TableDescription d = describe(table);
        if (d == null) {
            listener.onStep("table " + table + " is gone already");
            return false;
        }
        if (!allowDelete && holdsItems(table, null)) {
            throw MigrationException.refused("table " + table + " holds items; deleting it loses them: pass "
                    + "--allow-delete to delete it (steps before this one are done; the same command resumes here)");
        }
        if (Boolean.TRUE.equals(d.deletionProtectionEnabled())) {
            throw MigrationException.refused("table " + table + " has deletion protection on; turn it off first");
        }
        call("DeleteTable", () -> client.deleteTable(b -> b.tableName(table)));
        while (describe(table) != null) {
            pause(cancel, "deleting table " + table);
        }
        return true;
    }

    boolean deleteIndex(String table, String index, boolean allowDelete, DeployListener listener, CancelToken cancel) {
        TableDescription d = waitUntilActive(table, listener, cancel);
        if (d.globalSecondaryIndexes().stream().noneMatch(g -> g.indexName().equals(index))) {
            listener.onStep("index " + index + " of table " + table + " is gone already");
            return false;
        }
        if (!allowDelete && holdsItems(table, index)) {
            throw MigrationException.refused("index " + index + " of table " + table + " holds items; pass "
                    + "--allow-delete to delete it (a recreated index is rebuilt from the table's items by its "
                    + "backfill; steps before this one are done, and the same command resumes here)");
        }
        call("UpdateTable", () -> client.updateTable(b -> b.tableName(table).globalSecondaryIndexUpdates(
                GlobalSecondaryIndexUpdate.builder().delete(x -> x.indexName(index)).build())));
        while (true) {
            TableDescription now = waitUntilActive(table, listener, cancel);
            if (now.globalSecondaryIndexes().stream().noneMatch(g -> g.indexName().equals(index))) {
                return true;
            }
            pause(cancel, "deleting index " + index);
        }
    }

    boolean createIndex(Table table, String index, DeployListener listener, CancelToken cancel) {
        TableDescription d = waitUntilActive(table.name(), listener, cancel);
        if (d.globalSecondaryIndexes().stream().anyMatch(g -> g.indexName().equals(index))) {
            listener.onStep("index " + index + " of table " + table.name() + " is there already");
            return false;
        }
        SecondaryIndex gsi = table.findIndex(index).orElseThrow();
        boolean provisioned = table.effectiveBillingMode() == BillingMode.PROVISIONED;
        ProvisionedCapacity capacity = gsi.capacity() != null ? gsi.capacity()
                : table.capacity() != null ? table.capacity() : TableMapping.DEFAULT_CAPACITY;
        Set<String> keyNames = new LinkedHashSet<>(table.keySchema().attributeNames());
        keyNames.addAll(gsi.keySchema().attributeNames());
        List<AttributeDefinition> definitions = table.keyAttributeTypes().entrySet().stream()
                .filter(e -> keyNames.contains(e.getKey()))
                .map(e -> AttributeDefinition.builder().attributeName(e.getKey())
                        .attributeType(ScalarAttributeType.fromValue(e.getValue().name())).build())
                .toList();
        call("UpdateTable", () -> client.updateTable(b -> b.tableName(table.name()).attributeDefinitions(definitions)
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().create(c -> {
                    c.indexName(index).keySchema(TableMapping.keySchema(gsi.keySchema()))
                            .projection(TableMapping.projection(gsi.projection()));
                    if (provisioned) {
                        c.provisionedThroughput(TableMapping.throughput(capacity));
                    }
                }).build())));
        waitUntilActive(table.name(), listener, cancel);
        return true;
    }

    /** One in-place change of the diff's kind, made as NEW says. */
    void update(String change, String index, Table target, TableDescription live, DeployListener listener,
                CancelToken cancel) {
        String name = target.name();
        TableSettings s = target.settings();
        switch (change) {
            case "billing-mode", "capacity", "index-capacity" -> updateTable(billing(target, live));
            case "stream" -> {
                if (live.streamSpecification() != null && Boolean.TRUE.equals(live.streamSpecification().streamEnabled())) {
                    updateTable(UpdateTableRequest.builder().tableName(name)
                            .streamSpecification(StreamSpecification.builder().streamEnabled(false).build()).build());
                    waitUntilActive(name, listener, cancel);
                }
                if (s.stream() != null) {
                    updateTable(UpdateTableRequest.builder().tableName(name).streamSpecification(StreamSpecification
                            .builder().streamEnabled(true).streamViewType(s.stream().name()).build()).build());
                }
            }
            case "ttl" -> {
                var ttl = call("DescribeTimeToLive", () -> client.describeTimeToLive(b -> b.tableName(name)))
                        .timeToLiveDescription();
                if (ttl != null && ttl.attributeName() != null && "ENABLED".equals(ttl.timeToLiveStatusAsString())) {
                    call("UpdateTimeToLive", () -> client.updateTimeToLive(b -> b.tableName(name)
                            .timeToLiveSpecification(t -> t.enabled(false).attributeName(ttl.attributeName()))));
                }
                if (s.timeToLiveAttribute() != null) {
                    call("UpdateTimeToLive", () -> client.updateTimeToLive(b -> b.tableName(name)
                            .timeToLiveSpecification(t -> t.enabled(true).attributeName(s.timeToLiveAttribute()))));
                }
            }
            case "deletion-protection" -> updateTable(UpdateTableRequest.builder().tableName(name)
                    .deletionProtectionEnabled(s.deletionProtection()).build());
            case "table-class" -> updateTable(UpdateTableRequest.builder().tableName(name)
                    .tableClass(s.effectiveTableClass().name()).build());
            case "on-demand-maximum" -> updateTable(UpdateTableRequest.builder().tableName(name).onDemandThroughput(
                    o -> o.maxReadRequestUnits(units(s.onDemandThroughput(), true))
                            .maxWriteRequestUnits(units(s.onDemandThroughput(), false))).build());
            case "warm-throughput" -> updateTable(UpdateTableRequest.builder().tableName(name).warmThroughput(
                    w -> w.readUnitsPerSecond(units(s.warmThroughput(), true))
                            .writeUnitsPerSecond(units(s.warmThroughput(), false))).build());
            case "encryption" -> updateTable(UpdateTableRequest.builder().tableName(name).sseSpecification(sse(s))
                    .build());
            case "point-in-time-recovery", "tags" -> new SettingsDeployer(connection).apply(target, live, listener);
            default -> listener.onStep("table " + name + ": " + change + (index == null ? "" : " of index " + index)
                    + " is not made by UpdateTable; set it yourself (docs/migrations.md)");
        }
        waitUntilActive(name, listener, cancel);
    }

    private static Long units(TableSettings.Throughput throughput, boolean read) {
        if (throughput == null) {
            return -1L; // DynamoDB's "no maximum"
        }
        return read ? throughput.readUnitsPerSecond() : throughput.writeUnitsPerSecond();
    }

    private static SSESpecification sse(TableSettings s) {
        TableSettings.Encryption e = s.encryption();
        if (e == null || e.keyType() == TableSettings.Encryption.KeyType.OWNED) {
            return SSESpecification.builder().enabled(false).build();
        }
        return SSESpecification.builder().enabled(true).sseType("KMS").kmsMasterKeyId(e.kmsKeyId()).build();
    }

    /** Billing mode and provisioned throughput of the table and of each GSI it has live. */
    private static UpdateTableRequest billing(Table target, TableDescription live) {
        UpdateTableRequest.Builder request = UpdateTableRequest.builder().tableName(target.name());
        if (target.effectiveBillingMode() != BillingMode.PROVISIONED) {
            return request.billingMode(software.amazon.awssdk.services.dynamodb.model.BillingMode.PAY_PER_REQUEST)
                    .build();
        }
        ProvisionedCapacity table = target.capacity() == null ? TableMapping.DEFAULT_CAPACITY : target.capacity();
        request.billingMode(software.amazon.awssdk.services.dynamodb.model.BillingMode.PROVISIONED)
                .provisionedThroughput(TableMapping.throughput(table));
        List<GlobalSecondaryIndexUpdate> updates = new ArrayList<>();
        for (GlobalSecondaryIndexDescription g : live.globalSecondaryIndexes()) {
            ProvisionedCapacity capacity = target.findIndex(g.indexName()).map(SecondaryIndex::capacity).orElse(null);
            ProvisionedCapacity units = capacity == null ? table : capacity;
            updates.add(GlobalSecondaryIndexUpdate.builder().update(u -> u.indexName(g.indexName())
                    .provisionedThroughput(TableMapping.throughput(units))).build());
        }
        if (!updates.isEmpty()) {
            request.globalSecondaryIndexUpdates(updates);
        }
        return request.build();
    }

    private void updateTable(UpdateTableRequest request) {
        call("UpdateTable", () -> client.updateTable(request));
    }

    /** Whether a Scan of one item of the table or index finds one. */
    private boolean holdsItems(String table, String index) {
        return call("Scan", () -> client.scan(b -> b.tableName(table).indexName(index).limit(1))).count() > 0;
    }

    TableDescription waitUntilActive(String table, DeployListener listener, CancelToken cancel) {
        String last = null;
        int silences = 0;
        while (true) {
            TableDescription d;
            try {
                d = client.describeTable(b -> b.tableName(table)).table();
                silences = 0;
            } catch (ResourceNotFoundException e) {
                d = null;
            } catch (ApiCallTimeoutException | ApiCallAttemptTimeoutException e) {
                // DynamoDB Local answers nothing while it backfills a new index: wait on, up to a limit
                if (++silences > MAX_SILENCES) {
                    throw DynamoErrors.translate(e, connection.connection(), "DescribeTable");
                }
                listener.onStep("no answer to DescribeTable of " + table + " yet (an index may be backfilling); "
                        + "waiting on");
                continue;
            } catch (RuntimeException e) {
                throw DynamoErrors.translate(e, connection.connection(), "DescribeTable");
            }
            if (d == null) {
                throw MigrationException.refused("table " + table + " is not on " + connection.describe());
            }
            boolean indexesActive = d.globalSecondaryIndexes().stream().map(GlobalSecondaryIndexDescription::indexStatus)
                    .allMatch(status -> status == null || status == IndexStatus.ACTIVE);
            if (d.tableStatus() == TableStatus.ACTIVE && indexesActive) {
                return d;
            }
            String state = "table " + table + " is " + d.tableStatus() + d.globalSecondaryIndexes().stream()
                    .filter(g -> g.indexStatus() != IndexStatus.ACTIVE)
                    .map(g -> ", index " + g.indexName() + " " + g.indexStatus()
                            + (Boolean.TRUE.equals(g.backfilling()) ? " (backfilling)" : ""))
                    .reduce("", String::concat);
            if (!state.equals(last)) {
                listener.onStep(state + "; waiting for ACTIVE");
                last = state;
            }
            pause(cancel, "waiting for table " + table);
        }
    }

    private void pause(CancelToken cancel, String doing) {
        try {
            if (cancel.sleep(POLL)) {
                throw new MigrationException("cancelled while " + doing + " (DynamoDB goes on with what it was asked); "
                        + "run the same command again to resume", true);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MigrationException("interrupted while " + doing, true);
        }
    }

    private <T> T call(String operation, Supplier<T> request) {
        try {
            return request.get();
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), operation);
        }
    }
}
