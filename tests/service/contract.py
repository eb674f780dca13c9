"""Checks that requests and answers match the committed OpenAPI document, strictly.

`Wire` drives the app through its test client: every call names the documented path template,
and the request body and the answer (its status must be documented, its body must validate)
are checked against the document with a Draft 2020-12 validator, where `oneOf` means exactly one.
"""

import json
from pathlib import Path

from jsonschema import Draft202012Validator

SPEC_FILE = Path(__file__).parents[2] / "openapi" / "openapi.json"
SPEC = json.loads(SPEC_FILE.read_text())


def validator(schema: dict) -> Draft202012Validator:
    """A validator for `schema`, whose references resolve within the document."""
    return Draft202012Validator({"allOf": [schema], "components": SPEC["components"]})


def component(name: str) -> Draft202012Validator:
    return validator({"$ref": f"#/components/schemas/{name}"})


def assert_valid(checker: Draft202012Validator, instance, where: str) -> None:
    errors = sorted(checker.iter_errors(instance), key=lambda e: list(e.absolute_path))
    assert not errors, f"{where}: {errors[0].message} at {list(errors[0].absolute_path)}"


class Wire:
    def __init__(self, client):
        self.client = client
        self.checked = 0
        self._validators: dict[str, Draft202012Validator] = {}

    def _validator(self, key: str, schema: dict) -> Draft202012Validator:
        if key not in self._validators:
            self._validators[key] = validator(schema)
        return self._validators[key]

    def call(self, method: str, template: str, *, token: str | None = None, body=None,
             headers: dict | None = None, query: str = "", **params):
        operation = SPEC["paths"][template][method]
        sent = dict(headers or {})
        if token:
            sent["Authorization"] = f"Bearer {token}"
        if body is not None:
            schema = operation["requestBody"]["content"]["application/json"]["schema"]
            where = f"{method} {template} request"
            assert_valid(self._validator(where, schema), body, where)
        path = template.format(**params) + query
        response = self.client.open(path, method=method.upper(), json=body, headers=sent)
        self.check(method, template, response)
        return response

    def check(self, method: str, template: str, response) -> None:
        where = f"{method} {template} {response.status_code}"
        documented = SPEC["paths"][template][method]["responses"]
        assert str(response.status_code) in documented, f"{where} is not documented"
        content = documented[str(response.status_code)].get("content")
        if content is None:
            assert response.get_data() == b"", f"{where} should have no body"
            return
        assert response.mimetype in content, f"{where} answered {response.mimetype}"
        schema = content[response.mimetype]["schema"]
        if response.mimetype.endswith("json"):
            assert_valid(self._validator(where, schema), response.get_json(), where)
        self.checked += 1
