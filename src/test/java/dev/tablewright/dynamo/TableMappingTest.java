package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeyType;

class TableMappingTest {

    @Test
    void toCreateTableRequest_whenOnDemandWithIndexes_declaresEveryKeyAttributeOnce() {
        Table orders = TestModels.twoTables("m", 0).tables().get(0);

        CreateTableRequest request = TableMapping.toCreateTableRequest(orders);

        assertThat(request.billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(request.provisionedThroughput()).isNull();
        assertThat(request.keySchema()).extracting(k -> k.attributeName() + ":" + k.keyType())
                .containsExactly("PK:" + KeyType.HASH, "SK:" + KeyType.RANGE);
        assertThat(request.attributeDefinitions()).extracting(d -> d.attributeName() + ":" + d.attributeTypeAsString())
                .containsExactly("PK:S", "SK:S", "GSI1PK:S", "Total:N", "Date:S");
        assertThat(request.globalSecondaryIndexes().get(0).projection().nonKeyAttributes()).containsExactly("Status", "Tags");
        assertThat(request.globalSecondaryIndexes().get(0).provisionedThroughput()).isNull();
        assertThat(request.localSecondaryIndexes().get(0).projection().projectionTypeAsString()).isEqualTo("KEYS_ONLY");
    }

    @Test
    void toCreateTableRequest_whenProvisioned_givesTableAndIndexThroughput() {
        Table counters = TestModels.twoTables("m", 0).tables().get(1);

        CreateTableRequest request = TableMapping.toCreateTableRequest(counters);

        assertThat(request.billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(request.provisionedThroughput().readCapacityUnits()).isEqualTo(5);
        assertThat(request.provisionedThroughput().writeCapacityUnits()).isEqualTo(4);
        assertThat(request.globalSecondaryIndexes().get(0).provisionedThroughput().readCapacityUnits()).isEqualTo(3);
        assertThat(request.localSecondaryIndexes()).isEmpty();
    }

    @Test
    void toCreateTableRequest_whenProvisionedWithoutFigures_usesTheDefaultCapacity() {
        Table counters = TestModels.twoTables("m", 0).tables().get(1);
        Table bare = new Table(counters.name(), counters.keySchema(), List.of(), List.of(), List.of(), List.of(),
                List.of(), counters.billingMode(), null, null);

        CreateTableRequest request = TableMapping.toCreateTableRequest(bare);

        assertThat(request.provisionedThroughput().readCapacityUnits()).isEqualTo(5);
    }

    @Test
    void between_whenSameTable_findsNoDifference() {
        Table orders = TestModels.twoTables("m", 0).tables().get(0);

        assertThat(TableDifferences.between(orders, orders)).isEmpty();
    }

    @Test
    void between_whenProjectionDiffers_namesTheIndex() {
        Table orders = TestModels.twoTables("m", 0).tables().get(0);
        Table other = orders.withIndexes(List.of(), orders.localSecondaryIndexes());

        assertThat(TableDifferences.between(orders, other))
                .containsExactly("global secondary index GSI1: in the model, not in the live table");
        assertThat(TableDifferences.between(other, orders))
                .containsExactly("global secondary index GSI1: in the live table, not in the model");
    }
}
