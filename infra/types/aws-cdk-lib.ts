/**
 * The module `aws-cdk-lib` as this repository compiles it (tsconfig.json `paths`, ADR 220 and 282). The real root
 * re-exports all ~300 AWS services as namespaces, and reading their declarations was a third of the typecheck; this
 * root re-exports the core and the namespaces of the services the repository uses, whose declarations the typecheck
 * reads anyway. `import { aws_s3 } from 'aws-cdk-lib'` therefore works for each of them;
 * test/unit/tooling/aws-cdk-lib-root.test.ts keeps this list equal to the subpaths infra/ and bin/ import.
 */
export * from 'aws-cdk-lib/core';
export * as aws_apigateway from 'aws-cdk-lib/aws-apigateway';
export * as aws_apigatewayv2 from 'aws-cdk-lib/aws-apigatewayv2';
export * as aws_apigatewayv2_authorizers from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
export * as aws_apigatewayv2_integrations from 'aws-cdk-lib/aws-apigatewayv2-integrations';
export * as aws_certificatemanager from 'aws-cdk-lib/aws-certificatemanager';
export * as aws_cloudfront from 'aws-cdk-lib/aws-cloudfront';
export * as aws_cloudfront_origins from 'aws-cdk-lib/aws-cloudfront-origins';
export * as aws_cloudtrail from 'aws-cdk-lib/aws-cloudtrail';
export * as aws_cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
export * as aws_cloudwatch_actions from 'aws-cdk-lib/aws-cloudwatch-actions';
export * as aws_cognito from 'aws-cdk-lib/aws-cognito';
export * as aws_dynamodb from 'aws-cdk-lib/aws-dynamodb';
export * as aws_events from 'aws-cdk-lib/aws-events';
export * as aws_events_targets from 'aws-cdk-lib/aws-events-targets';
export * as aws_iam from 'aws-cdk-lib/aws-iam';
export * as aws_kms from 'aws-cdk-lib/aws-kms';
export * as aws_lambda from 'aws-cdk-lib/aws-lambda';
export * as aws_lambda_destinations from 'aws-cdk-lib/aws-lambda-destinations';
export * as aws_logs from 'aws-cdk-lib/aws-logs';
export * as aws_s3 from 'aws-cdk-lib/aws-s3';
export * as aws_s3_deployment from 'aws-cdk-lib/aws-s3-deployment';
export * as aws_scheduler from 'aws-cdk-lib/aws-scheduler';
export * as aws_secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
export * as aws_ses from 'aws-cdk-lib/aws-ses';
export * as aws_sns from 'aws-cdk-lib/aws-sns';
export * as aws_sns_subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
export * as aws_sqs from 'aws-cdk-lib/aws-sqs';
export * as aws_wafv2 from 'aws-cdk-lib/aws-wafv2';
