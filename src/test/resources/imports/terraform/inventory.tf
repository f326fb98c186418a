# A warehouse inventory, restored from a backup and loaded from S3, written from the AWS provider's
# aws_dynamodb_table arguments
locals {
  sites = "eu"
}

resource "aws_dynamodb_table" "stock" {
  name         = "stock-${local.sites}"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "sku"
  range_key    = "warehouse"

  attribute {
    name = "sku"
    type = "S"
  }
  attribute {
    name = "warehouse"
    type = "S"
  }
  attribute {
    name = "quantity"
    type = "N"
  }
  attribute {
    name = "supplier"
    type = "S"
  }
  attribute {
    name = "reorderBy"
    type = "S"
  }

  local_secondary_index {
    name               = "ByQuantity"
    range_key          = "quantity"
    projection_type    = "INCLUDE"
    non_key_attributes = ["bin"]
  }

  local_secondary_index {
    name            = "ByReorderDate"
    range_key       = "reorderBy"
    projection_type = "KEYS_ONLY"
  }

  global_secondary_index {
    name            = "BySupplier"
    hash_key        = "supplier"
    range_key       = "reorderBy"
    projection_type = "ALL"
  }

  stream_enabled   = true
  stream_view_type = "KEYS_ONLY"

  import_table {
    input_format           = "DYNAMODB_JSON"
    input_compression_type = "GZIP"
    s3_bucket_source {
      bucket     = "inventory-seed"
      key_prefix = "stock/"
    }
  }

  lifecycle {
    prevent_destroy = true
  }
}

resource "aws_dynamodb_table" "suppliers" {
  name             = "suppliers"
  hash_key         = "supplier"
  read_capacity    = 3
  write_capacity   = 1
  restore_source_name = "suppliers-2026-01"
  restore_to_latest_time = true

  attribute {
    name = "supplier"
    type = "S"
  }

  ttl {
    attribute_name = "archivedAt"
    enabled        = false
  }
}
