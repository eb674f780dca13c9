# Build stage: the package as a wheel with its engine compiled by Cython (setup.py), from the
# same source the interpreted engine runs; the compiled modules play the same (the suite's
# `compiled` test) and run moves 1.3-1.9x faster (bench/README.md).
FROM python:3.11-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY pyproject.toml setup.py README.md ./
COPY engine engine
COPY service service
RUN pip install --no-cache-dir "setuptools>=69" "Cython>=3.1,<4" \
    && CARDTABLE_COMPILE=1 \
       pip wheel --no-cache-dir --no-build-isolation --no-deps --wheel-dir /wheels .

FROM python:3.11-slim
RUN useradd --create-home --uid 10001 cardtable
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/*.whl && rm -rf /wheels

USER cardtable
WORKDIR /home/cardtable
ENV CARDTABLE_DATA_DIR=/home/cardtable/data
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/readyz', timeout=2)"
# REDIS_URL should point at a real Redis (see docker-compose.yml); without it the embedded
# Redis keeps its data in CARDTABLE_DATA_DIR.
CMD ["cardtable", "serve", "--host", "0.0.0.0", "--port", "8000"]
