"""Checks that requests and answers match the committed OpenAPI document, strictly.

`Wire` drives the app through its test client: every call names the documented path template,
and the request body and the answer (its status must be documented, its body must validate)
are checked against the document with a Draft 2020-12 validator, where `oneOf` means exactly one.
"""

import json
from pathlib import Path

from jsonschema import Draft202012Validator, validators

SPEC_FILE = Path(__file__).parents[2] / "openapi" / "openapi.json"
SPEC = json.loads(SPEC_FILE.read_text())
_SCHEMAS = "#/components/schemas/"
_ONE_OF = Draft202012Validator.VALIDATORS["oneOf"]
# by the id of a oneOf list of the document (the list is kept, so that its id stays its own)
_discriminators: dict[int, tuple[list, tuple[str, dict[str, dict]] | None]] = {}


def _const_required(branch: dict) -> dict[str, str]:
    """The properties `branch` requires to be one string each (a `const`)."""
    while "$ref" in branch and branch["$ref"].startswith(_SCHEMAS):
        branch = SPEC["components"]["schemas"][branch["$ref"][len(_SCHEMAS):]]
    properties = branch.get("properties", {})
    return {k: properties[k]["const"] for k in branch.get("required", [])
            if isinstance(properties.get(k, {}).get("const"), str)}


def _discriminator(one_of: list) -> tuple[str, dict[str, dict]] | None:
    """A property that every branch requires to be a string of its own, and the branch of each
    value; None when there is none."""
    consts = [_const_required(b) for b in one_of]
    for key in consts[0] if consts else ():
        values = [c.get(key) for c in consts]
        if None not in values and len(set(values)) == len(values):
            return key, dict(zip(values, one_of))
    return None


def _one_of(validator, one_of, instance, schema):
    """`oneOf`, where the branches are told apart by a required constant (an event's `type`, a
    game's `kind`): only the branch of the instance's value can match, so it alone is checked.
    Anything else is checked by the standard keyword. Both mean exactly one branch matches; this
    skips collecting every error of the branches that cannot."""
    if id(one_of) not in _discriminators:
        _discriminators[id(one_of)] = (one_of, _discriminator(one_of))
    found = _discriminators[id(one_of)][1]
    if found is not None and isinstance(instance, dict):
        key, branches = found
        value = instance.get(key)
        if isinstance(value, str) and value in branches:
            yield from validator.descend(instance, branches[value])
            return
    yield from _ONE_OF(validator, one_of, instance, schema)


_Validator = validators.extend(Draft202012Validator, {"oneOf": _one_of})


def validator(schema: dict) -> Draft202012Validator:
    """A validator for `schema`, whose references resolve within the document."""
    return _Validator({"allOf": [schema], "components": SPEC["components"]})


def documented_response(operation: dict, status: int | str) -> dict | None:
    """The response `operation` documents for `status`, its reference followed."""
    documented = operation["responses"].get(str(status))
    if documented is not None and "$ref" in documented:
        return SPEC["components"]["responses"][documented["$ref"].rsplit("/", 1)[1]]
    return documented


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
        documented = documented_response(SPEC["paths"][template][method],
                                         response.status_code)
        assert documented is not None, f"{where} is not documented"
        content = documented.get("content")
        if content is None:
            assert response.get_data() == b"", f"{where} should have no body"
            return
        assert response.mimetype in content, f"{where} answered {response.mimetype}"
        schema = content[response.mimetype]["schema"]
        if response.mimetype.endswith("json"):
            assert_valid(self._validator(where, schema), response.get_json(), where)
        self.checked += 1
