package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;

class AttributeValuesTest {

    static Item everyType() {
        Map<String, AttributeValue> nested = new LinkedHashMap<>();
        nested.put("z", AttributeValue.n("1"));
        nested.put("a", AttributeValue.l(List.of(AttributeValue.s("x"), AttributeValue.nul())));
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        attributes.put("s", AttributeValue.s("héllo"));
        attributes.put("n", AttributeValue.n("12345678901234567890.123456789012345678"));
        attributes.put("b", AttributeValue.b(Binary.of(new byte[] {0, (byte) 0xff, 7})));
        attributes.put("bool", AttributeValue.bool(true));
        attributes.put("null", AttributeValue.nul());
        attributes.put("l", AttributeValue.l(List.of(AttributeValue.n("-7"), AttributeValue.bool(false))));
        attributes.put("m", AttributeValue.m(nested));
        attributes.put("ss", AttributeValue.ss(List.of("b", "a")));
        attributes.put("ns", AttributeValue.ns(List.of("3", "1.5")));
        attributes.put("bs", AttributeValue.bs(List.of(Binary.of(new byte[] {1}), Binary.of(new byte[] {2, 3}))));
        attributes.put("emptyList", AttributeValue.l(List.of()));
        attributes.put("emptyMap", AttributeValue.m(Map.of()));
        return Item.of(attributes);
    }

    @Test
    void toSdkAndBack_whenEveryType_returnsEqualItem() {
        Item item = everyType();

        Item back = AttributeValues.fromSdkItem(AttributeValues.toSdk(item));

        assertThat(back).isEqualTo(item);
        assertThat(List.copyOf(back.names())).containsExactlyElementsOf(item.names());
    }

    @Test
    void toSdk_whenNumber_keepsExactText() {
        var sdk = AttributeValues.toSdk(AttributeValue.n("1.50E+3"));

        assertThat(sdk.n()).isEqualTo("1.50E+3");
        assertThat(((AttributeValue.N) AttributeValues.fromSdk(sdk)).value()).isEqualTo("1.50E+3");
    }

    @Test
    void toSdk_whenEachType_setsTheMatchingSdkField() {
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> sdk = AttributeValues.toSdk(everyType());

        assertThat(sdk.get("s").s()).isEqualTo("héllo");
        assertThat(sdk.get("b").b()).isEqualTo(SdkBytes.fromByteArray(new byte[] {0, (byte) 0xff, 7}));
        assertThat(sdk.get("bool").bool()).isTrue();
        assertThat(sdk.get("null").nul()).isTrue();
        assertThat(sdk.get("l").l()).hasSize(2);
        assertThat(sdk.get("m").m()).containsOnlyKeys("z", "a");
        assertThat(sdk.get("ss").ss()).containsExactly("b", "a");
        assertThat(sdk.get("ns").ns()).containsExactly("3", "1.5");
        assertThat(sdk.get("bs").bs()).hasSize(2);
        assertThat(sdk.get("emptyList").hasL()).isTrue();
        assertThat(sdk.get("emptyMap").hasM()).isTrue();
    }

    @Test
    void fromSdk_whenNoTypeSet_throws() {
        var empty = software.amazon.awssdk.services.dynamodb.model.AttributeValue.builder().build();

        assertThatThrownBy(() -> AttributeValues.fromSdk(empty)).isInstanceOf(IllegalArgumentException.class);
    }
}
