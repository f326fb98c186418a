# A team chat service, written from the AWS provider's aws_dynamodb_table arguments
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 6.0"
    }
  }
}

variable "stage" {
  type    = string
  default = "prod"
}

resource "aws_dynamodb_table" "messages" {
  name             = "chat-messages-${var.stage}"
  billing_mode     = "PAY_PER_REQUEST"
  hash_key         = "channelId"
  range_key        = "sentAt"
  stream_enabled   = true
  stream_view_type = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "channelId"
    type = "S"
  }
  attribute {
    name = "sentAt"
    type = "N"
  }
  attribute {
    name = "authorId"
    type = "S"
  }
  attribute {
    name = "threadId"
    type = "S"
  }
  attribute {
    name = "attachment"
    type = "B"
  }

  on_demand_throughput {
    max_read_request_units  = 5000
    max_write_request_units = 2000
  }

  global_secondary_index {
    name            = "ByAuthor"
    hash_key        = "authorId"
    range_key       = "sentAt"
    projection_type = "KEYS_ONLY"

    on_demand_throughput {
      max_read_request_units  = 800
      max_write_request_units = 400
    }

    warm_throughput {
      read_units_per_second  = 15000
      write_units_per_second = 5000
    }
  }

  global_secondary_index {
    name               = "ByThread"
    hash_key           = "threadId"
    range_key          = "sentAt"
    projection_type    = "INCLUDE"
    non_key_attributes = ["body", "authorId"]
  }

  global_secondary_index {
    name            = "ByAttachment"
    hash_key        = "attachment"
    projection_type = "ALL"
  }

  ttl {
    attribute_name = "purgeAt"
    enabled        = true
  }

  point_in_time_recovery {
    enabled = true
  }

  replica {
    region_name = "eu-west-1"
  }

  tags = {
    Product = "chat"
  }
}

resource "aws_dynamodb_table" "channels" {
  name           = "chat-channels"
  billing_mode   = "PROVISIONED"
  read_capacity  = 5
  write_capacity = 5
  hash_key       = "channelId"
  table_class    = "STANDARD"

  attribute {
    name = "channelId"
    type = "S"
  }

  server_side_encryption {
    enabled = true
  }

  deletion_protection_enabled = false
}
