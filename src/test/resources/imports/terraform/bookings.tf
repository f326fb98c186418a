# A hotel booking service, written from the AWS provider's aws_dynamodb_table arguments
variable "environment" {
  type    = string
  default = "staging"
}

variable "kms_key" {
  type = string
}

variable "reads" {
  type    = number
  default = 12
}

locals {
  team = "stays"
}

resource "aws_dynamodb_table" "bookings" {
  name                        = "bookings-${var.environment}"
  billing_mode                = "PROVISIONED"
  read_capacity               = var.reads
  write_capacity              = 6
  hash_key                    = "hotelId"
  range_key                   = "bookingId"
  table_class                 = "STANDARD_INFREQUENT_ACCESS"
  deletion_protection_enabled = true
  stream_enabled              = true
  stream_view_type            = "NEW_IMAGE"

  attribute {
    name = "hotelId"
    type = "S"
  }
  attribute {
    name = "bookingId"
    type = "S"
  }
  attribute {
    name = "guestId"
    type = "S"
  }
  attribute {
    name = "checkIn"
    type = "N"
  }
  attribute {
    name = "city"
    type = "S"
  }
  attribute {
    name = "stars"
    type = "N"
  }

  global_secondary_index {
    name               = "ByGuest"
    hash_key           = "guestId"
    range_key          = "checkIn"
    projection_type    = "INCLUDE"
    non_key_attributes = ["hotelName", "nights"]
    read_capacity      = 4
    write_capacity     = 2
  }

  global_secondary_index {
    name            = "ByCityStarsCheckIn"
    projection_type = "KEYS_ONLY"
    key_schema {
      attribute_name = "city"
      key_type       = "HASH"
    }
    key_schema {
      attribute_name = "stars"
      key_type       = "HASH"
    }
    key_schema {
      attribute_name = "checkIn"
      key_type       = "RANGE"
    }
  }

  local_secondary_index {
    name            = "ByCheckIn"
    range_key       = "checkIn"
    projection_type = "ALL"
  }

  ttl {
    attribute_name = "expiresAt"
    enabled        = true
  }

  point_in_time_recovery {
    enabled                 = true
    recovery_period_in_days = 14
  }

  server_side_encryption {
    enabled     = true
    kms_key_arn = var.kms_key
  }

  tags = {
    Team        = local.team
    Environment = var.environment
  }
}

resource "aws_dynamodb_table" "rates" {
  name         = "rates"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "roomType"

  attribute {
    name = "roomType"
    type = "S"
  }

  on_demand_throughput {
    max_read_request_units  = 300
    max_write_request_units = 40
  }

  warm_throughput {
    read_units_per_second  = 12000
    write_units_per_second = 4000
  }

  server_side_encryption {
    enabled = false
  }
}

resource "aws_sns_topic" "alerts" {
  name = "booking-alerts"
}
