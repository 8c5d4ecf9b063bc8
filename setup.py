"""Package layout only (metadata lives in pyproject.toml): the top-level resources/ and translations/ folders are
installed as the packages ``cardtable.resources`` and ``cardtable.translations``."""

from setuptools import find_namespace_packages, find_packages, setup

setup(
    packages=[
        *find_packages(include=["cardtable", "cardtable.*"]),
        "cardtable.resources",
        *(f"cardtable.resources.{sub}" for sub in find_namespace_packages(where="resources")),
        "cardtable.translations",
    ],
    package_dir={"cardtable.resources": "resources", "cardtable.translations": "translations"},
)
