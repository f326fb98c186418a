package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;

class DynamoErrorsTest {
    private static final Connection PROD = Connection.profile("prod", "eu-west-1");

    private static AwsServiceException serviceError(String code, String message, int status) {
        return DynamoDbException.builder()
                .awsErrorDetails(AwsErrorDetails.builder().errorCode(code).errorMessage(message).build())
                .statusCode(status).message(message).build();
    }

    @Test
    void describe_whenAccessDenied_namesTheIamAction() {
        AwsServiceException e = serviceError("AccessDeniedException", "User: arn:aws:iam::123456789012:user/bob is "
                + "not authorized to perform: dynamodb:CreateTable on resource: arn:aws:dynamodb:eu-west-1:1:table/T", 400);

        String message = DynamoErrors.describe(e, PROD, "CreateTable");

        assertThat(message).startsWith("access denied").contains("dynamodb:CreateTable").contains("profile prod");
    }

    @Test
    void describe_whenAccessDeniedWithoutAction_namesTheOperation() {
        String message = DynamoErrors.describe(serviceError("AccessDeniedException", "denied", 400), PROD, "ListTables");

        assertThat(message).contains("dynamodb:ListTables");
    }

    @Test
    void describe_whenSsoSessionExpired_saysToLogIn() {
        SdkClientException e = SdkClientException.create("The SSO session associated with this profile has expired "
                + "or is otherwise invalid. To refresh this SSO session run aws sso login with the corresponding profile.");

        assertThat(DynamoErrors.describe(e, PROD, "ListTables")).contains("run `aws sso login --profile prod`");
    }

    @Test
    void describe_whenThrottled_saysThrottled() {
        var e = ProvisionedThroughputExceededException.builder()
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("ProvisionedThroughputExceededException").build())
                .statusCode(400).build();

        assertThat(DynamoErrors.describe(e, PROD, "BatchWriteItem")).contains("throttled");
    }

    @Test
    void describe_whenHostUnknown_saysUnknownHost() {
        SdkClientException e = SdkClientException.create("Unable to execute HTTP request",
                new UnknownHostException("dynamo.example.invalid"));

        assertThat(DynamoErrors.describe(e, Connection.endpoint("http://dynamo.example.invalid:8000"), "ListTables"))
                .startsWith("cannot reach").contains("unknown host dynamo.example.invalid");
    }

    @Test
    void describe_whenRefused_saysConnectionRefused() {
        SdkClientException e = SdkClientException.create("Unable to execute HTTP request", new ConnectException("refused"));

        assertThat(DynamoErrors.describe(e, Connection.endpoint("http://localhost:9"), "ListTables"))
                .isEqualTo("cannot reach http://localhost:9 (us-east-1): connection refused "
                        + "(is the server running and the port right?)");
    }

    @Test
    void describeAfterFailure_whenA500ComesFromAServerThatIsNowGone_saysItStoppedAnswering() throws Exception {
        int port;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        AwsServiceException e = DynamoDbException.builder().statusCode(500).message("internal failure").build();

        assertThat(DynamoErrors.describeAfterFailure(e, Connection.endpoint("http://127.0.0.1:" + port), "BatchWriteItem"))
                .startsWith("cannot reach http://127.0.0.1:" + port).contains("stopped answering during BatchWriteItem");
    }

    @Test
    void describeAfterFailure_whenTheServerStillAnswers_quotesItsError() throws Exception {
        try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String endpoint = "http://127.0.0.1:" + listening.getLocalPort();
            AwsServiceException e = DynamoDbException.builder().statusCode(500).message("internal failure").build();

            assertThat(DynamoErrors.describeAfterFailure(e, Connection.endpoint(endpoint), "BatchWriteItem"))
                    .isEqualTo(DynamoErrors.describe(e, Connection.endpoint(endpoint), "BatchWriteItem"))
                    .doesNotContain("cannot reach");
        }
    }

    @Test
    void describe_whenTimedOut_saysNoAnswer() {
        var e = ApiCallTimeoutException.create(1000);

        assertThat(DynamoErrors.describe(e, PROD, "ListTables")).startsWith("no answer from profile prod");
    }

    @Test
    void describe_whenCredentialsRejected_saysSo() {
        String message = DynamoErrors.describe(serviceError("UnrecognizedClientException",
                "The security token included in the request is invalid.", 400), PROD, "ListTables");

        assertThat(message).contains("rejected").contains("profile prod");
    }

    @Test
    void open_whenRegionUnknown_failsWithAPlainMessage() {
        assertThatThrownBy(() -> DynamoClients.open(Connection.profile("prod", "xx-nowhere-9")))
                .isInstanceOf(DynamoException.class).hasMessageContaining("unknown region 'xx-nowhere-9'");
    }

    @Test
    void describe_whenTheServiceQuotesAnAccessKeyId_hidesAllButItsKind() {
        String message = DynamoErrors.describe(serviceError("SignatureDoesNotMatch", "The request signature we "
                + "calculated does not match. Credential=ASIAFAKEKEYID4SECRET/20261123/eu-west-1/dynamodb", 400),
                PROD, "ListTables");

        assertThat(message).doesNotContain("ASIAFAKEKEYID4SECRET").contains("Credential=ASIA****************/2026");
    }
}
